// Serves the limit page the way a static host would: the HTML gzipped, the hero with a long
// cache lifetime. Loopback only.  node bench/limit-page/serve.mjs [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { heroJpeg } from './hero.mjs';

const port = Number(process.argv[2] ?? 3902);
const html = fs.readFileSync(path.join(import.meta.dirname, 'index.html'));
const files = {
  '/': { type: 'text/html; charset=utf-8', body: html, gzip: zlib.gzipSync(html) },
  '/hero.jpg': { type: 'image/jpeg', body: heroJpeg(), cache: 'public, max-age=31536000' },
  '/robots.txt': {
    type: 'text/plain; charset=utf-8',
    body: Buffer.from('User-agent: *\nAllow: /\n'),
  },
};

http
  .createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.cache ?? 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  })
  .listen(port, '127.0.0.1', () => console.log(`limit page on http://127.0.0.1:${port}/`));
