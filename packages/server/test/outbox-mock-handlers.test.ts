import {
  apiPath,
  apiPaths,
  integrationListSchema,
  integrationSchema,
  integrationTestResultSchema,
  mailListSchema,
  mailMessageSchema,
  outboxItemSchema,
  outboxPageSchema,
  webhookSecretRotatedSchema,
  webhookSigningSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { expectStillPending, MOCK_ORIGIN as origin, useMockServer } from './support/mock-server.ts';

// The Integrations page's MSW handlers (mocks/handlers/integrations.ts) answer in the
// contract's shapes, so the dashboard can be built on them before it meets the server.
const msw = useMockServer();

const get = (path: string, signal?: AbortSignal) => fetch(`${origin}${path}`, { signal });
const post = (path: string) => fetch(`${origin}${path}`, { method: 'POST' });

describe('integrations mock handlers', () => {
  it('default: the destinations, an outbox with every state, kept e-mail', async () => {
    const integrations = integrationListSchema.parse(
      await (await get(apiPaths.adminIntegrations)).json(),
    );
    expect(integrations.map((i) => [i.name, i.status])).toEqual([
      ['automation_webhook', 'connected'],
      ['table_service', 'connected'],
      ['smtp', 'not_configured'],
      ['pms', 'not_configured'],
    ]);
    const all = outboxPageSchema.parse(await (await get(apiPaths.adminOutbox)).json());
    expect(new Set(all.items.map((i) => i.state))).toEqual(
      new Set(['waiting', 'failed', 'dead', 'sent']),
    );
    const dead = outboxPageSchema.parse(
      await (await get(`${apiPaths.adminOutbox}?state=dead`)).json(),
    );
    expect(dead.items.map((i) => i.state)).toEqual(['dead']);

    const list = mailListSchema.parse(await (await get(apiPaths.adminMail)).json());
    const message = mailMessageSchema.parse(
      await (await get(apiPath(apiPaths.adminMailMessage, { id: list[0]!.id }))).json(),
    );
    expect(message.text).toContain('/cabo-travel.pdf');
    const raw = await get(apiPath(apiPaths.adminMailRaw, { id: list[0]!.id }));
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect((await get(apiPath(apiPaths.adminMailMessage, { id: 'nope' }))).status).toBe(404);
  });

  it('Test Connection: ok for a connected destination, 409 for one without settings', async () => {
    const ok = integrationTestResultSchema.parse(
      await (await post(apiPath(apiPaths.adminIntegrationTest, { name: 'table_service' }))).json(),
    );
    expect(ok).toMatchObject({ ok: true, status: 200 });
    expect((await post(apiPath(apiPaths.adminIntegrationTest, { name: 'smtp' }))).status).toBe(409);
    msw.server.use(...msw.mocks.integrationsTestFails);
    const failed = integrationTestResultSchema.parse(
      await (
        await post(apiPath(apiPaths.adminIntegrationTest, { name: 'automation_webhook' }))
      ).json(),
    );
    expect(failed).toMatchObject({ ok: false, status: null, message: 'ECONNREFUSED' });
  });

  it('Reconfigure stores the PMS settings and answers them masked, as the server does', async () => {
    msw.server.use(...msw.mocks.integrationsHandlers());
    const put = (name: string, body: unknown) =>
      fetch(`${origin}${apiPath(apiPaths.adminIntegrationSettings, { name })}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bad = await put('pms', { url: 'ftp://pms', apiKey: 'short' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      url: ['Enter an http or https URL'],
      apiKey: ['API key must be at least 8 characters'],
    });
    expect((await put('smtp', {})).status).toBe(409);
    const res = await put('pms', { url: 'https://pms.example.com/v1', apiKey: 'pmsk-live-1234' });
    expect(res.status).toBe(200);
    const card = integrationSchema.parse(await res.json());
    expect(card).toMatchObject({
      status: 'connected',
      endpoint: 'https://pms.example.com',
      secretHint: 'pmsk••••••••',
      source: 'database',
    });
    const list = integrationListSchema.parse(await (await get(apiPaths.adminIntegrations)).json());
    expect(list.find((i) => i.name === 'pms')?.status).toBe('connected');
  });

  it('retry turns a dead delivery into a waiting one; anything else is refused', async () => {
    msw.server.use(...msw.mocks.integrationsHandlers());
    const [dead] = outboxPageSchema.parse(
      await (await get(`${apiPaths.adminOutbox}?state=dead`)).json(),
    ).items;
    const retried = await post(apiPath(apiPaths.adminOutboxRetry, { id: dead!.id }));
    expect(outboxItemSchema.parse(await retried.json()).state).toBe('waiting');
    expect((await post(apiPath(apiPaths.adminOutboxRetry, { id: dead!.id }))).status).toBe(409);
    const left = outboxPageSchema.parse(
      await (await get(`${apiPaths.adminOutbox}?state=dead`)).json(),
    );
    expect(left.total).toBe(0);
  });

  it('the signing secret: its hint, and Rotate answers the new secret once, as the server does', async () => {
    msw.server.use(...msw.mocks.integrationsHandlers());
    const before = webhookSigningSchema.parse(
      await (await get(apiPaths.adminWebhookSigning)).json(),
    );
    expect(before).toMatchObject({ createdBy: null, previousValidUntil: null });
    const res = await post(apiPaths.adminWebhookSigningRotate);
    expect(res.status).toBe(201);
    const rotated = webhookSecretRotatedSchema.parse(await res.json());
    expect(Buffer.from(rotated.secret.slice(6), 'base64').length).toBeGreaterThan(30);
    const after = await (await get(apiPaths.adminWebhookSigning)).json();
    expect(webhookSigningSchema.strict().parse(after).hint).toBe(rotated.hint);
  });

  it('the Empty, Error and Slow groups', async () => {
    msw.server.use(...msw.mocks.integrationsEmpty);
    const empty = outboxPageSchema.parse(await (await get(apiPaths.adminOutbox)).json());
    expect(empty).toMatchObject({ items: [], total: 0 });
    expect(await (await get(apiPaths.adminMail)).json()).toEqual([]);
    msw.server.use(...msw.mocks.integrationsError);
    expect((await get(apiPaths.adminIntegrations)).status).toBe(500);
    msw.server.use(...msw.mocks.integrationsSlow);
    await expectStillPending((signal) => get(apiPaths.adminOutbox, signal));
  });
});
