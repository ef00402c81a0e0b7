import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guidance } from './guidance.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['components', 'patterns'].flatMap((group) =>
  fs
    .readdirSync(path.join(src, group), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${group}/${d.name}`),
);

describe("the Docs pages' guidance", () => {
  it("has a usage, a do and a don't for every component and pattern folder", () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const entry = guidance[folder];
      expect(entry, `${folder}: add its guidance to docs/guidance.ts`).toBeDefined();
      expect(entry!.usage.length).toBeGreaterThan(20);
      expect(entry!.do.length).toBeGreaterThan(0);
      expect(entry!.dont.length).toBeGreaterThan(0);
    }
  });

  it('names only folders that exist', () => {
    expect(Object.keys(guidance).filter((key) => !folders.includes(key))).toEqual([]);
  });
});
