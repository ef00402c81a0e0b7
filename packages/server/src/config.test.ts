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

  it('serves no metrics without METRICS_TOKEN, refuses a short one; keeps files in .data/', () => {
    const c = loadConfig({});
    expect(c.metrics).toEqual({ token: null });
    expect(c.dataDir).toMatch(/[\\/]\.data$/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(16), DATA_DIR: '/srv/cabo' })).toMatchObject({
      metrics: { token: 'x'.repeat(16) },
      dataDir: '/srv/cabo',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('outbox and mail settings', () => {
  it('without SMTP, e-mail is kept as files under .data/mail, to the contact e-mail', () => {
    const { outbox } = loadConfig({ CONTACT_EMAIL: 'hola@cabo.example' });
    expect(outbox.mail).toMatchObject({
      smtp: null,
      staffTo: 'hola@cabo.example',
      from: 'Cabo Concierge <hola@cabo.example>',
    });
    expect(outbox.mail?.dir).toMatch(/\.data[\\/]mail$/);
    expect(outbox.delivery).toEqual({
      retryLimit: 8,
      retryDelaySeconds: 30,
      pollingIntervalSeconds: 2,
      concurrency: 16,
      forwardConcurrency: 4,
      yieldRequests: 8,
    });
    expect(
      loadConfig({
        OUTBOX_CONCURRENCY: '32',
        OUTBOX_FORWARD_CONCURRENCY: '2',
        OUTBOX_YIELD_REQUESTS: '0',
      }).outbox.delivery,
    ).toMatchObject({ concurrency: 32, forwardConcurrency: 2, yieldRequests: 0 });
    expect(() => loadConfig({ OUTBOX_CONCURRENCY: '0' })).toThrow(/OUTBOX_CONCURRENCY/);
  });

  it('SMTP settings: port 587 by default, 465 and TLS together; user and password together', () => {
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com' }).outbox.mail?.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: null,
      password: null,
    });
    expect(
      loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true' }).outbox.mail?.smtp,
    ).toMatchObject({ port: 465, secure: true });
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u' })).toThrow(
      /SMTP_USER and SMTP_PASSWORD/,
    );
    expect(() => loadConfig({ SMTP_PORT: '2525' })).toThrow(/SMTP_HOST/);
    expect(() => loadConfig({ OUTBOX_RETRY_DELAY_SECONDS: '0' })).toThrow(
      /OUTBOX_RETRY_DELAY_SECONDS/,
    );
  });
});
