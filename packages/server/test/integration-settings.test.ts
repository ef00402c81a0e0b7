import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPath,
  apiPaths,
  integrationListSchema,
  integrationSchema,
  integrationTestResultSchema,
} from '@cabo/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import { settingsKeySource } from '../src/config.ts';
import { withStoredSettings } from '../src/integrations/service.ts';
import { readStoredSettings, writeStoredSettings } from '../src/integrations/settings-store.ts';
import { signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient, apiError } from './support/client.ts';
import { startFakeHttp } from './support/fake-destinations.ts';

// docs/admin.md, "Integrations and the outbox": Reconfigure stores the table service's and
// the PMS's settings encrypted (AES-256-GCM); they win over the environment's; the answer
// and the list show secrets only as their first 4 characters and a mask; Test Connection
// asks the PMS from our server. Local fake servers stand in for both.
const pmsServer = await startFakeHttp();
const tables = await startFakeHttp();
const key = randomBytes(32);
const config: OutboxConfig = {
  automationWebhookUrl: null,
  // The environment's table service, which a stored setting replaces.
  tableService: { url: 'https://env-tables.example', token: 'envtoken-123456', baseId: 'appEnv' },
  pms: null,
  settingsKey: { key },
};
const app = useTestApp({ outbox: config });

beforeEach(() => {
  pmsServer.reset();
  tables.reset();
});
afterAll(async () => {
  await Promise.all([pmsServer.close(), tables.close()]);
});

const settingsPath = (name: string) => apiPath(apiPaths.adminIntegrationSettings, { name });
const put = (client: CookieClient, name: string, body: unknown) =>
  client.request('PUT', settingsPath(name), body);

async function integrations(client: CookieClient) {
  const res = await client.get(apiPaths.adminIntegrations);
  expect(res.status).toBe(200);
  return integrationListSchema.parse(await res.json());
}

const PMS_KEY = 'pmsk-live-9f8e7d6c5b4a';
const TABLE_TOKEN = 'patTABLE-secret-0123456789';
const BASE_ID = 'appBASE12345';

describe('integration settings stored from the admin', () => {
  it('the PMS card says Not configured, and Test Connection is a clear 409', async () => {
    const admin = await signedInAdmin(app);
    const pms = (await integrations(admin)).find((i) => i.name === 'pms')!;
    expect(pms).toMatchObject({
      status: 'not_configured',
      endpoint: null,
      secretHint: null,
      secretLabel: 'API key',
      source: null,
      outbox: null,
    });
    const res = await admin.post(apiPath(apiPaths.adminIntegrationTest, { name: 'pms' }));
    expect(res.status).toBe(409);
    expect(await apiError(res)).toMatchObject({
      code: 'integration_not_configured',
      message: 'Property management (PMS) is not configured',
    });
  });

  it('stores the PMS settings encrypted, answers them masked, and tests the PMS', async () => {
    const admin = await signedInAdmin(app);
    const res = await put(admin, 'pms', { url: `${pmsServer.url}/api/v1`, apiKey: PMS_KEY });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(PMS_KEY);
    expect(integrationSchema.parse(JSON.parse(text))).toMatchObject({
      name: 'pms',
      status: 'connected',
      secretHint: 'pmsk••••••••',
      source: 'database',
      endpoint: pmsServer.url,
    });

    // At rest: one envelope, no secret, no URL in clear.
    const rows = (await app.db.knex('integration_settings').select('*')) as {
      name: string;
      encrypted: string;
      updated_by_name: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('pms');
    expect(rows[0]!.updated_by_name).toBe('boss');
    expect(rows[0]!.encrypted).toMatch(/^v1\./);
    expect(rows[0]!.encrypted).not.toContain(PMS_KEY);
    expect(rows[0]!.encrypted).not.toContain('pmsk');
    expect(rows[0]!.encrypted).not.toContain('127.0.0.1');
    // Another key cannot read it (and a tampered envelope is refused the same way).
    expect((await readStoredSettings(app.db.knex, { key: randomBytes(32) })).unreadable).toEqual([
      'pms',
    ]);
    expect((await readStoredSettings(app.db.knex, { key })).pms).toEqual({
      url: `${pmsServer.url}/api/v1`,
      apiKey: PMS_KEY,
    });

    const list = await (await admin.get(apiPaths.adminIntegrations)).text();
    expect(list).not.toContain(PMS_KEY);

    const test = await admin.post(apiPath(apiPaths.adminIntegrationTest, { name: 'pms' }));
    expect(test.status).toBe(200);
    expect(integrationTestResultSchema.parse(await test.json())).toMatchObject({
      name: 'pms',
      ok: true,
      status: 200,
    });
    expect(pmsServer.requests).toHaveLength(1);
    expect(pmsServer.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1' });
    expect(pmsServer.requests[0]!.headers.authorization).toBe(`Bearer ${PMS_KEY}`);

    pmsServer.failNext(1, 401);
    const failed = await admin.post(apiPath(apiPaths.adminIntegrationTest, { name: 'pms' }));
    expect(integrationTestResultSchema.parse(await failed.json())).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('a stored table service wins over the environment; its base id is masked like the token', async () => {
    const admin = await signedInAdmin(app);
    const before = (await integrations(admin)).find((i) => i.name === 'table_service')!;
    expect(before).toMatchObject({
      source: 'environment',
      endpoint: 'https://env-tables.example',
      identifier: { label: 'Base ID', hint: 'appE••••••••' },
    });
    expect(JSON.stringify(before)).not.toContain('appEnv');

    const res = await put(admin, 'table_service', {
      url: tables.url,
      token: TABLE_TOKEN,
      baseId: BASE_ID,
    });
    expect(res.status).toBe(200);
    const card = integrationSchema.parse(await res.json());
    expect(card).toMatchObject({
      source: 'database',
      endpoint: tables.url,
      secretHint: 'patT••••••••',
      identifier: { label: 'Base ID', hint: 'appB••••••••' },
    });
    expect(JSON.stringify(card)).not.toContain(BASE_ID);
    const [row] = (await app.db.knex('integration_settings').select('encrypted')) as {
      encrypted: string;
    }[];
    expect(row!.encrypted).not.toContain(TABLE_TOKEN);
    expect(row!.encrypted).not.toContain(BASE_ID);

    // Test Connection uses the stored settings, not the environment's.
    const test = await admin.post(
      apiPath(apiPaths.adminIntegrationTest, { name: 'table_service' }),
    );
    expect(integrationTestResultSchema.parse(await test.json()).ok).toBe(true);
    expect(tables.requests[0]!.path).toBe(`/${BASE_ID}/contact_form?maxRecords=1`);
    expect(tables.requests[0]!.headers.authorization).toBe(`Bearer ${TABLE_TOKEN}`);
  });

  it('the outbox starts with the stored table service in place of the environment’s', async () => {
    expect((await withStoredSettings(app.db.knex, config)).tableService).toEqual(
      config.tableService,
    );
    const admin = await signedInAdmin(app);
    await put(admin, 'table_service', { url: tables.url, token: TABLE_TOKEN, baseId: '' });
    expect((await withStoredSettings(app.db.knex, config)).tableService).toEqual({
      url: tables.url,
      token: TABLE_TOKEN,
      baseId: null,
    });
  });

  it('refuses bad settings with 400 and field messages, storing nothing', async () => {
    const admin = await signedInAdmin(app);
    const res = await put(admin, 'pms', { url: 'ftp://pms.example', apiKey: 'short' });
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors).toMatchObject({
      url: ['Enter an http or https URL'],
      apiKey: ['API key must be at least 8 characters'],
    });
    const unknown = await put(admin, 'pms', { url: 'https://pms.example', apiKey: PMS_KEY, x: 1 });
    expect(unknown.status).toBe(400);
    const smtp = await put(admin, 'smtp', { url: 'https://x.example' });
    expect(smtp.status).toBe(409);
    expect((await apiError(smtp)).code).toBe('settings_in_environment');
    expect(await app.db.knex('integration_settings').select('name')).toEqual([]);
  });

  it('is the admins’ alone: 401 signed out, 403 for an editor, nothing stored', async () => {
    const body = { url: 'https://pms.example', apiKey: PMS_KEY };
    const anonymous = new CookieClient(app.url);
    expect((await put(anonymous, 'pms', body)).status).toBe(401);
    const editor = await signedInEditor(app);
    const refused = await put(editor, 'pms', body);
    expect(refused.status).toBe(403);
    expect(
      (await editor.post(apiPath(apiPaths.adminIntegrationTest, { name: 'pms' }))).status,
    ).toBe(403);
    expect(await app.db.knex('integration_settings').select('name')).toEqual([]);
  });
});

describe('the settings key when SETTINGS_ENCRYPTION_KEY is unset', () => {
  it('production: none (nothing can be stored); elsewhere: a key file under DATA_DIR', () => {
    expect(settingsKeySource('production', {}, '/data')).toBeNull();
    expect(settingsKeySource('development', {}, '/data')).toEqual({
      file: path.join('/data', 'settings-encryption-key'),
    });
    const hex = randomBytes(32).toString('hex');
    expect(settingsKeySource('production', { SETTINGS_ENCRYPTION_KEY: hex }, '/data')).toEqual({
      key: Buffer.from(hex, 'hex'),
      previous: [],
    });
    expect(() =>
      settingsKeySource('production', { SETTINGS_ENCRYPTION_KEY: 'short' }, '/d'),
    ).toThrow(/32 bytes/);
  });

  it('the key file is made once, mode 0600, and reads back what it stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-settings-'));
    const source = { file: path.join(dir, 'settings-encryption-key') };
    await signedInAdmin(app);
    const { id } = (await app.db.knex('users').where({ username: 'boss' }).first('id')) as {
      id: number;
    };
    await writeStoredSettings(
      app.db.knex,
      source,
      'pms',
      { url: 'https://pms.example', apiKey: PMS_KEY },
      { id, name: 'boss' },
      new Date(),
    );
    expect(fs.statSync(source.file).mode & 0o777).toBe(0o600);
    const again = { file: source.file };
    expect((await readStoredSettings(app.db.knex, again)).pms?.apiKey).toBe(PMS_KEY);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
