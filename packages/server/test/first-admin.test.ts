import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_PASSWORD_FILE, reportFirstAdmin } from '../src/accounts/first-admin.ts';
import { authenticateStaff, ensureAdmin } from '../src/accounts/service.ts';
import { useTestApp } from './support/app.ts';
import { collectLines } from './support/logger.ts';

const app = useTestApp();
let dataDir: string;

beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-data-')), 'data');
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('the first admin', () => {
  it('gets a generated password in a file only its owner reads, never in the log', async () => {
    const log = collectLines();
    const admin = await ensureAdmin(app.db.knex, null);
    const file = reportFirstAdmin(admin, dataDir, log.logger);

    expect(file).toBe(path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE));
    const password = fs.readFileSync(file!, 'utf8').trim();
    expect(admin).toMatchObject({ created: true, username: 'admin', generatedPassword: password });
    expect(await authenticateStaff(app.db.knex, 'admin', password)).toMatchObject({
      role: 'admin',
    });
    expect(fs.statSync(file!).mode & 0o777).toBe(0o600);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 40, username: 'admin', passwordFile: file });
    expect(JSON.stringify(log.lines)).not.toContain(password);
  });

  it("replaces an earlier start's file, with the mode it needs", async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
    fs.writeFileSync(file, 'stale\n', { mode: 0o644 });
    const admin = await ensureAdmin(app.db.knex, null);
    reportFirstAdmin(admin, dataDir, collectLines().logger);
    expect(fs.readFileSync(file, 'utf8')).toBe(
      `${(admin as { generatedPassword: string }).generatedPassword}\n`,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('writes no file when the admin exists or comes from ADMIN_USERNAME/ADMIN_PASSWORD', async () => {
    const log = collectLines();
    const configured = { username: 'boss', password: 'a-long-chosen-password' };
    const created = await ensureAdmin(app.db.knex, configured);
    expect(reportFirstAdmin(created, dataDir, log.logger)).toBeNull();
    expect(reportFirstAdmin(await ensureAdmin(app.db.knex, null), dataDir, log.logger)).toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 30, username: 'boss' });
    expect(JSON.stringify(log.lines)).not.toContain(configured.password);
  });

  it('is made once when instances start together on an empty database', async () => {
    const results = await Promise.all([1, 2, 3].map(() => ensureAdmin(app.db.knex, null)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const admins = await app.db.knex('users').where({ role: 'admin' }).select('username');
    expect(admins).toEqual([{ username: 'admin' }]);
  });
});
