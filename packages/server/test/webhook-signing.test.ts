import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  apiPath,
  apiPaths,
  webhookEnvelopeSchema,
  webhookSecretRotatedSchema,
  webhookSigningSchema,
} from '@cabo/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import { insertLeadRow, patchJson, signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { eventually } from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';
import { postJson, validLeads } from './support/submissions.ts';

// docs/integrations.md, "Signatures": real deliveries to a local receiver, checked with the
// page's node:crypto recipe (taken from the page as written) and the standardwebhooks package.

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
}

const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

/** The recipe's code block, as docs/integrations.md shows it, as a module. */
async function documentedRecipe(): Promise<
  (secret: string, headers: Record<string, string | undefined>, rawBody: string) => boolean
> {
  const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');
  const page = fs.readFileSync(path.join(docs, 'integrations.md'), 'utf8');
  const code = /### Verifying a delivery with node:crypto[\s\S]*?```js\n([\s\S]*?)```/.exec(
    page,
  )?.[1];
  expect(code).toBeDefined();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-recipe-')), 'verify.mjs');
  fs.writeFileSync(file, code!);
  const module = (await import(pathToFileURL(file).href)) as {
    verifyWebhook: (s: string, h: Record<string, string | undefined>, b: string) => boolean;
  };
  return module.verifyWebhook;
}

const config: OutboxConfig = {
  automationWebhookUrl: receiverUrl,
  tableService: null,
  delivery: { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
  settingsKey: { key: randomBytes(32) },
};
const app = useTestApp({ outbox: config });
const workers = useOutboxWorkers(app);

beforeEach(() => {
  received.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** The three headers as a receiver reads them (absent ones as empty, which fails). */
const headersOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id'] ?? ''),
  'webhook-timestamp': String(r.headers['webhook-timestamp'] ?? ''),
  'webhook-signature': String(r.headers['webhook-signature'] ?? ''),
});

async function rotate(): Promise<string> {
  const admin = await signedInAdmin(app);
  const res = await admin.post(apiPaths.adminWebhookSigningRotate, {});
  expect(res.status).toBe(201);
  return webhookSecretRotatedSchema.parse(await res.json()).secret;
}

describe('signed webhook deliveries', () => {
  it('a lead’s delivery verifies with the documented recipe and with standardwebhooks', async () => {
    const secret = await rotate();
    await workers.start(config);
    const lead = validLeads().wedding;
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    const delivery = await eventually(async () => received[0], 'the lead’s delivery');

    const envelope = webhookEnvelopeSchema('lead.created').parse(JSON.parse(delivery.raw));
    expect(envelope.data).toMatchObject({ submissionId: lead.submissionId, formName: 'wedding' });
    expect(delivery.headers['webhook-id']).toBe(envelope.id);

    const verify = await documentedRecipe();
    expect(verify(secret, headersOf(delivery), delivery.raw)).toBe(true);
    // Any change to the body, or another secret, fails.
    expect(verify(secret, headersOf(delivery), delivery.raw.replace('wedding', 'w3dding'))).toBe(
      false,
    );
    expect(
      verify(`whsec_${randomBytes(32).toString('base64')}`, headersOf(delivery), delivery.raw),
    ).toBe(false);

    expect(new Webhook(secret).verify(delivery.raw, headersOf(delivery))).toMatchObject({
      type: 'lead.created',
    });
    expect(workers.errors).toEqual([]);
  });

  it('after a rotation, deliveries carry both signatures for 24 h', async () => {
    const before = await rotate();
    const after = await rotate();
    await workers.start(config);
    const lead = validLeads().wedding;
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    const delivery = await eventually(async () => received[0], 'the lead’s delivery');
    expect(headersOf(delivery)['webhook-signature'].split(' ')).toHaveLength(2);
    const verify = await documentedRecipe();
    expect(verify(after, headersOf(delivery), delivery.raw)).toBe(true);
    expect(verify(before, headersOf(delivery), delivery.raw)).toBe(true);

    // A day later the old secret no longer signs.
    await app.db
      .knex('webhook_secrets')
      .whereNotNull('retired_at')
      .update({
        retired_at: app.db.knex.raw(`now() - interval '25 hours'`),
      });
    received.length = 0;
    const second = { ...validLeads().wedding };
    expect((await postJson(app.url, apiPaths.leads, second)).status).toBe(201);
    const next = await eventually(async () => received[0], 'the second delivery');
    expect(headersOf(next)['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verify(after, headersOf(next), next.raw)).toBe(true);
    expect(verify(before, headersOf(next), next.raw)).toBe(false);
  });

  it('a status change is an event, queued with the change', async () => {
    const secret = await rotate();
    await workers.start(config);
    const id = await insertLeadRow(app.db.knex, { status: 'new' });
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, apiPath(apiPaths.adminLead, { id }), {
      status: 'contacted',
    });
    expect(res.status).toBe(200);
    const delivery = await eventually(async () => received[0], 'the status change');
    const envelope = webhookEnvelopeSchema('lead.status_changed').parse(JSON.parse(delivery.raw));
    expect(envelope.data).toMatchObject({ id, fromStatus: 'new', toStatus: 'contacted' });
    expect(new Webhook(secret).verify(delivery.raw, headersOf(delivery))).toBeTruthy();
    // No personal data in a status change.
    expect(delivery.raw).not.toMatch(/@/);
  });
});

describe('the signing secret in the admin', () => {
  it('is the admins’: the hint only on read, the secret in full once on Rotate', async () => {
    expect((await fetch(`${app.url}${apiPaths.adminWebhookSigning}`)).status).toBe(401);
    const editor = await signedInEditor(app);
    expect((await editor.get(apiPaths.adminWebhookSigning)).status).toBe(403);
    expect((await editor.post(apiPaths.adminWebhookSigningRotate, {})).status).toBe(403);

    const admin = await signedInAdmin(app);
    const first = webhookSigningSchema.parse(
      await (await admin.get(apiPaths.adminWebhookSigning)).json(),
    );
    expect(first.hint).toMatch(/^whsec_.{4}…$/);
    expect(first.previousValidUntil).toBeNull();

    const res = await admin.post(apiPaths.adminWebhookSigningRotate, {});
    const rotated = webhookSecretRotatedSchema.parse(await res.json());
    expect(Buffer.from(rotated.secret.slice(6), 'base64')).toHaveLength(32);
    expect(rotated.hint).toBe(`${rotated.secret.slice(0, 10)}…`);
    expect(rotated.createdBy).toBe('boss');
    const until = Date.parse(rotated.previousValidUntil!) - Date.parse(rotated.createdAt);
    expect(until).toBe(24 * 3600_000);

    const read = await (await admin.get(apiPaths.adminWebhookSigning)).text();
    expect(read).not.toContain(rotated.secret.slice(10));
    // Stored encrypted: the table never holds the secret.
    const rows = await app.db.knex('webhook_secrets').select('encrypted');
    for (const row of rows as { encrypted: string }[]) {
      expect(row.encrypted).not.toContain(rotated.secret.slice(6));
    }
  });
});
