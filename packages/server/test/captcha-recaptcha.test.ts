import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaConfigSchema } from '@cabo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

/** A stand-in for Google's siteverify: accepts the token "good" for the secret "s3cret". */
const received: URLSearchParams[] = [];
let google: Server;
let googleUrl = '';
let googleDown = false;

beforeAll(async () => {
  google = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (googleDown) {
        res.writeHead(503).end();
        return;
      }
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('secret') === 's3cret' && form.get('response') === 'good';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid'] }));
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));

const app = useTestApp({
  security: {
    // A getter: read when the app starts, after the fake server above has its port.
    get recaptcha() {
      return { secret: 's3cret', siteKey: 'site-key-1', verifyUrl: googleUrl };
    },
  },
});

const verify = (token: string) =>
  new CookieClient(app.url).post('/api/verify-recaptcha', { token });

describe('reCAPTCHA (secret configured)', () => {
  it('asks the configured verify address and answers its verdict', async () => {
    const good = await verify('good');
    expect(good.status).toBe(200);
    // A good token earns the single-use pass the form then submits (Google's token is spent).
    expect(await good.json()).toEqual({
      success: true,
      verification: expect.stringMatching(/^cabo-pass\./),
    });
    expect(received.at(-1)?.get('secret')).toBe('s3cret');
    expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');

    expect(await (await verify('bad')).json()).toEqual({ success: false });
  });

  it('answers success false (and logs) when Google cannot be reached', async () => {
    googleDown = true;
    try {
      expect(await (await verify('good')).json()).toEqual({ success: false });
      expect(app.loggedErrors).toHaveLength(1);
    } finally {
      googleDown = false;
    }
  });

  it('tells the site to show reCAPTCHA with the site key, and serves no proof-of-work challenge', async () => {
    const config = await new CookieClient(app.url).get('/api/captcha/config');
    expect(captchaConfigSchema.parse(await config.json())).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-1',
    });
    expect((await new CookieClient(app.url).get('/api/captcha/challenge')).status).toBe(404);
  });
});
