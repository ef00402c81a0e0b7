import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';

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
});
