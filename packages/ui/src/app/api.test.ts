import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@cabo/contract';
import { api, ApiResponseError, HTTPError, parseApiError } from './api.ts';

let base = '';
let hits = 0;
const seen: { method?: string; contentType?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  hits += 1;
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method, contentType: req.headers['content-type'], body });
    if (req.url === '/fail') return res.writeHead(500).end('Database is down');
    if (req.url === '/empty') return res.writeHead(404).end();
    if (req.url === '/invalid') {
      return res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          message: 'Please enter a valid phone number',
          code: 'validation_failed',
          errors: { phone: ['Please enter a valid phone number'] },
        }),
      );
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('api (the one ky instance)', () => {
  it('sends a JSON content type, the body as JSON, and parses JSON', async () => {
    await expect(api.post(`${base}/ok`, { json: { a: 1 } }).json()).resolves.toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"a":1}',
    });
    await api.get(`${base}/ok`).json();
    expect(seen.at(-1)?.contentType).toBe('application/json');
  });

  it('throws "status: body text" on a non-OK answer, without retrying', async () => {
    const before = hits;
    await expect(api.get(`${base}/fail`).json()).rejects.toThrow('500: Database is down');
    expect(hits - before).toBe(1);
  });

  it('uses the status text when the body is empty', async () => {
    await expect(api.get(`${base}/empty`).json()).rejects.toThrow('404: Not Found');
  });

  it("parses the contract's error shape into a typed error, keeping the status message", async () => {
    const error = await api
      .post(`${base}/invalid`, { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toBeInstanceOf(HTTPError);
    const apiError = error as ApiResponseError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.fieldErrors).toEqual({ phone: ['Please enter a valid phone number'] });
    expect(apiError.message).toMatch(/^400: \{"message":"Please enter a valid phone number"/);
  });

  it('has no body or field errors when the answer is not the contract shape', async () => {
    const error = (await api
      .get(`${base}/fail`)
      .json()
      .catch((e: unknown) => e)) as ApiResponseError;
    expect(error.status).toBe(500);
    expect(error.body).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it("parseApiError accepts exactly the contract's error shape", () => {
    const samples = [
      {
        message: 'Bad',
        code: 'validation_failed',
        errors: { email: ['Please enter a valid email'] },
      },
      { message: 'Internal server error', code: 'internal_error' },
      { message: 'Bad', code: 'x', errors: { email: 'not a list' } },
      { message: 1, code: 'x' },
      { code: 'x' },
      'plain',
      null,
    ];
    for (const sample of samples) {
      const parsed = parseApiError(JSON.stringify(sample));
      const contract = apiErrorSchema.safeParse(sample);
      if (contract.success) expect(parsed).toEqual(contract.data);
      else if (parsed) expect(parsed).not.toHaveProperty('errors');
      else expect(parsed).toBeUndefined();
    }
    expect(parseApiError('<html>Bad gateway</html>')).toBeUndefined();
  });
});
