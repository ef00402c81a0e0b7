import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the last-resort handlers', () => {
  it('keep running through a database fault, and exit 1 on a programming error', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/support/last-resort-child.ts'],
      { cwd: serverDir, encoding: 'utf8', timeout: 60_000 },
    );
    const lines = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string; kind?: string });
    expect(lines.map((l) => [l.level, l.msg, l.kind])).toEqual([
      [50, 'database fault outside a request; still running', 'unhandledRejection'],
      [30, 'still running', undefined],
      [60, 'unexpected error; exiting for the supervisor to restart', 'unhandledRejection'],
    ]);
    expect(run.status).toBe(1);
  });
});
