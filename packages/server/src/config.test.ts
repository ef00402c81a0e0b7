import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and an embedded PGlite under .data/', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.database.kind === 'pglite' && c.database.dir).toMatch(/\.data[\\/]pglite$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and PORT overrides', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', PORT: '4100' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost/db' });
    expect(c.port).toBe(4100);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
