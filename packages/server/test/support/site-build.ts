import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
import { ssrEntryPath } from '../../src/site/render.ts';

/** The real site build, for pages' HTML (`pnpm run build` runs before the suite). */
export const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../../site/dist');

/** Stops the file at once, saying what to run, when the site has not been built. */
export function requireSiteBuild(): void {
  beforeAll(() => {
    if (!fs.existsSync(ssrEntryPath(siteDist))) {
      throw new Error(`No site build at ${siteDist}: run \`pnpm run build\` first`);
    }
  });
}
