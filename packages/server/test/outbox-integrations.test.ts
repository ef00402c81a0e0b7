import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPath,
  apiPaths,
  integrationListSchema,
  integrationTestResultSchema,
  mailListSchema,
  mailMessageSchema,
  outboxPageSchema,
} from '@cabo/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailConfig, OutboxConfig } from '../src/config.ts';
import { testIntegration } from '../src/integrations/service.ts';
import { signedInAdmin, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient, apiError } from './support/client.ts';
import {
  eventually,
  startFakeHttp,
  startFakeSmtp,
  testMailConfig,
} from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';
import { postJson, validGuide, validLeads } from './support/submissions.ts';

// A laptop-like setup: the webhook configured, no table service, no SMTP (e-mail is kept as
// .eml files in a folder).
const webhook = await startFakeHttp();
const tables = await startFakeHttp();
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-mail-'));
const mail: MailConfig = testMailConfig({ dir: mailDir });
const config: OutboxConfig = {
  automationWebhookUrl: `${webhook.url}/hooks/catch/zX9secret`,
  tableService: null,
  delivery: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
  mail,
  settingsKey: { key: randomBytes(32) },
};

const app = useTestApp({ outbox: config });
const workers = useOutboxWorkers(app);

beforeEach(() => {
  webhook.reset();
  tables.reset();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

afterAll(async () => {
  await Promise.all([webhook.close(), tables.close()]);
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const adminRoutes: Array<[method: 'GET' | 'POST', path: string]> = [
  ['GET', apiPaths.adminIntegrations],
  ['POST', apiPath(apiPaths.adminIntegrationTest, { name: 'automation_webhook' })],
  ['GET', apiPaths.adminOutbox],
  ['POST', apiPath(apiPaths.adminOutboxRetry, { id: 1 })],
  ['GET', apiPaths.adminMail],
  ['GET', apiPath(apiPaths.adminMailMessage, { id: 'x' })],
  ['GET', apiPath(apiPaths.adminMailRaw, { id: 'x' })],
];

describe('admins only', () => {
  it.each(adminRoutes)('%s %s: 401 without a session, 403 for a visitor', async (method, url) => {
    const anonymous = await new CookieClient(app.url).request(method, url);
    expect(anonymous.status).toBe(401);
    const visitor = await signedInVisitor(app);
    const res = await visitor.request(method, url);
    expect(res.status).toBe(403);
    expect((await apiError(res)).code).toBe('forbidden');
  });
});

describe('GET /api/admin/integrations', () => {
  it('shows each destination as connected or not configured, secrets cut to 4 characters', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.get(apiPaths.adminIntegrations);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain('zX9secret');
    const integrations = integrationListSchema.parse(JSON.parse(text));
    expect(integrations).toEqual([
      expect.objectContaining({
        name: 'automation_webhook',
        status: 'connected',
        endpoint: webhook.url,
        secretHint: 'hook••••••••',
        note: null,
      }),
      expect.objectContaining({
        name: 'table_service',
        status: 'not_configured',
        endpoint: null,
        secretHint: null,
      }),
      expect.objectContaining({
        name: 'smtp',
        status: 'not_configured',
        note: expect.stringMatching(/\.eml files/),
      }),
      expect.objectContaining({ name: 'pms', status: 'not_configured', outbox: null }),
    ]);
  });

  it('counts each destination’s deliveries by state', async () => {
    expect((await postJson(app.url, apiPaths.leads, validLeads().wedding)).status).toBe(201);
    const admin = await signedInAdmin(app);
    const integrations = integrationListSchema.parse(
      await (await admin.get(apiPaths.adminIntegrations)).json(),
    );
    expect(integrations.map((i) => [i.name, i.outbox])).toEqual([
      ['automation_webhook', { waiting: 1, sent: 0, failed: 0, dead: 0 }],
      ['table_service', { waiting: 1, sent: 0, failed: 0, dead: 0 }],
      ['smtp', { waiting: 2, sent: 0, failed: 0, dead: 0 }],
      ['pms', null],
    ]);
  });
});

describe('POST /api/admin/integrations/:name/test', () => {
  it('calls the webhook from the server and says what answered', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.post(
      apiPath(apiPaths.adminIntegrationTest, { name: 'automation_webhook' }),
    );
    expect(res.status).toBe(200);
    const result = integrationTestResultSchema.parse(await res.json());
    expect(result).toMatchObject({ name: 'automation_webhook', ok: true, status: 200 });
    expect(result.message).toMatch(/^HTTP 200 OK in \d+ ms$/);
    expect(webhook.requests).toHaveLength(1);
    expect(webhook.requests[0]).toMatchObject({
      path: '/hooks/catch/zX9secret',
      body: { event: 'connection.test' },
    });
  });

  it('reports an error answer and an endpoint that does not answer', async () => {
    const admin = await signedInAdmin(app);
    const url = apiPath(apiPaths.adminIntegrationTest, { name: 'automation_webhook' });
    webhook.failNext(1, 500);
    const failing = integrationTestResultSchema.parse(await (await admin.post(url)).json());
    expect(failing).toMatchObject({ ok: false, status: 500 });
    expect(failing.message).toMatch(/^HTTP 500 Internal Server Error in \d+ ms$/);

    await webhook.down();
    try {
      const down = integrationTestResultSchema.parse(await (await admin.post(url)).json());
      expect(down).toMatchObject({ ok: false, status: null, message: 'ECONNREFUSED' });
    } finally {
      await webhook.up();
    }
  });

  it('409 for a destination without settings, 404 for an unknown one', async () => {
    const admin = await signedInAdmin(app);
    for (const name of ['table_service', 'smtp']) {
      const res = await admin.post(apiPath(apiPaths.adminIntegrationTest, { name }));
      expect(res.status).toBe(409);
      expect((await apiError(res)).code).toBe('integration_not_configured');
    }
    const unknown = await admin.post(apiPath(apiPaths.adminIntegrationTest, { name: 'fax' }));
    expect(unknown.status).toBe(404);
  });

  it('the table service test reads one record with the token; SMTP logs in', async () => {
    const service = { url: `${tables.url}/v0`, token: 'patRead0nly', baseId: 'appCabo' };
    const table = await testIntegration(app.db.knex, 'table_service', {
      ...config,
      tableService: service,
    });
    expect(table).toMatchObject({ ok: true, status: 200 });
    expect(tables.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v0/appCabo/contact_form?maxRecords=1',
      headers: { authorization: 'Bearer patRead0nly' },
    });

    const smtp = await startFakeSmtp({ auth: { user: 'mailer', password: 'right-password' } });
    try {
      const smtpConfig = (password: string): OutboxConfig => ({
        ...config,
        mail: {
          ...mail,
          smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', password },
        },
      });
      const ok = await testIntegration(app.db.knex, 'smtp', smtpConfig('right-password'));
      expect(ok).toMatchObject({ name: 'smtp', ok: true });
      expect(smtp.logins).toEqual(['mailer']);
      const refused = await testIntegration(app.db.knex, 'smtp', smtpConfig('wrong-password'));
      expect(refused).toMatchObject({ ok: false, status: 535 });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe('a destination configured later', () => {
  it('receives what waited for it', async () => {
    await workers.start(config);
    const lead = validLeads()['family-trip'];
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    await eventually(
      async () => (await app.db.knex('outbox_messages').where({ state: 'sent' })).length === 3,
      'the webhook and both e-mails to be sent',
    );

    const admin = await signedInAdmin(app);
    const waiting = outboxPageSchema.parse(
      await (await admin.get(`${apiPaths.adminOutbox}?state=waiting`)).json(),
    );
    expect(waiting.items).toEqual([
      expect.objectContaining({
        destination: 'table_service',
        state: 'waiting',
        attempts: 0,
        destinationConfigured: false,
      }),
    ]);

    // A restart with the table service set: its worker finds the job that waited.
    const service = { url: `${tables.url}/v0`, token: 'patLater', baseId: null };
    await workers.start({ ...config, tableService: service });
    await eventually(
      async () =>
        (await app.db.knex('outbox_messages').where({ destination: 'table_service' }).first())
          ?.state === 'sent',
      'the table service delivery',
    );
    expect(tables.accepted()).toHaveLength(1);
    expect(tables.accepted()[0]).toMatchObject({
      path: '/v0/contact_form',
      body: { records: [{ fields: { submissionId: lead.submissionId } }] },
    });
  });

  it('an admin’s Reconfigure reaches a running worker on another instance, no restart', async () => {
    // The workers stand for a second instance: they hear of the settings by their NOTIFY.
    const other = await workers.start(config);
    const lead = validLeads()['family-trip'];
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    await eventually(
      async () => (await app.db.knex('outbox_messages').where({ state: 'sent' })).length === 3,
      'the webhook and both e-mails to be sent',
    );
    expect(other.destinations).not.toContain('table_service');

    const admin = await signedInAdmin(app);
    const saved = await admin.request(
      'PUT',
      apiPath(apiPaths.adminIntegrationSettings, { name: 'table_service' }),
      { url: `${tables.url}/v1`, token: 'patReconfigured', baseId: '' },
    );
    expect(saved.status).toBe(200);
    try {
      await eventually(
        async () =>
          (await app.db.knex('outbox_messages').where({ destination: 'table_service' }).first())
            ?.state === 'sent',
        'the table service delivery after the Reconfigure',
      );
      expect(other.destinations).toContain('table_service');
      expect(tables.accepted()).toHaveLength(1);
      expect(tables.accepted()[0]).toMatchObject({
        path: '/v1/contact_form',
        headers: expect.objectContaining({ authorization: 'Bearer patReconfigured' }),
      });
      // The outbox list no longer says the destination waits for its settings.
      const sent = outboxPageSchema.parse(
        await (await admin.get(`${apiPaths.adminOutbox}?state=sent`)).json(),
      );
      expect(sent.items.find((i) => i.destination === 'table_service')).toMatchObject({
        destinationConfigured: true,
      });
    } finally {
      await app.db.knex('integration_settings').delete();
    }
  });

  it('400 for an unknown outbox state', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.get(`${apiPaths.adminOutbox}?state=lost`);
    expect(res.status).toBe(400);
  });
});

describe('e-mail kept as .eml files without SMTP', () => {
  it('writes the guide e-mail as a file the admin can list and read', async () => {
    await workers.start(config);
    const guide = validGuide();
    const posted = await postJson(app.url, apiPaths.guideSubmissions, guide);
    expect(posted.status).toBe(201);
    await eventually(
      async () => (await app.db.knex('guide_submissions').first('status'))?.status === 'sent',
      'the guide to be sent',
    );
    expect(fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);

    const admin = await signedInAdmin(app);
    const list = mailListSchema.parse(await (await admin.get(apiPaths.adminMail)).json());
    expect(list).toEqual([
      expect.objectContaining({
        to: guide.email,
        subject: `Your ${guide.guideType} is here`,
      }),
    ]);
    const id = list[0]!.id;
    const read = await admin.get(apiPath(apiPaths.adminMailMessage, { id }));
    expect(read.status).toBe(200);
    const message = mailMessageSchema.parse(await read.json());
    expect(message.text).toContain('https://cabo.example/cabo-travel.pdf');
    expect(message.raw).toMatch(/^Content-Type: multipart\/alternative/m);

    const raw = await admin.get(apiPath(apiPaths.adminMailRaw, { id }));
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(raw.headers.get('content-disposition')).toContain(`${id}.eml`);
    expect(await raw.text()).toBe(message.raw);
  });

  it('lists every kept e-mail; an unknown or unsafe id is not found', async () => {
    await workers.start(config);
    expect((await postJson(app.url, apiPaths.leads, validLeads().wedding)).status).toBe(201);
    await eventually(
      () =>
        fs.existsSync(mailDir) &&
        fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length === 2,
      'two .eml files',
    );
    const admin = await signedInAdmin(app);
    const list = mailListSchema.parse(await (await admin.get(apiPaths.adminMail)).json());
    expect(list.map((m) => m.to).sort()).toEqual(['lucia@example.com', 'staff@cabo.example']);
    for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', '.hidden']) {
      const res = await admin.get(`${apiPaths.adminMail}/${id}`);
      expect(res.status).toBe(404);
    }
  });

  it('an empty list when nothing was written yet', async () => {
    const admin = await signedInAdmin(app);
    expect(await (await admin.get(apiPaths.adminMail)).json()).toEqual([]);
  });
});
