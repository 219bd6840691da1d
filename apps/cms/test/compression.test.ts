import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './api';

/** Every text response travels compressed (issue 10, item 1): raw bytes, read without any client decoding. */

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
const raw = (route: string, acceptEncoding?: string): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${apiUrl()}${route}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });

const decode = (r: Raw): Buffer => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(r.body);
  if (encoding === 'gzip') return zlib.gunzipSync(r.body);
  return r.body;
};

const webDist = path.resolve(__dirname, '..', '..', 'web', 'dist');

describe.skipIf(!fs.existsSync(path.join(webDist, 'index.html')))('compressed web app assets', () => {
  const mainScript = async () => (await (await fetch(`${apiUrl()}/`)).text()).match(/\/assets\/[^"]+\.js/)![0];

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('sends the main script pre-compressed for Accept-Encoding %s (%s), byte-identical once decoded', async (accept, expected) => {
    const asset = await mainScript();
    const res = await raw(asset, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    const original = fs.readFileSync(path.join(webDist, asset));
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length / 2);
    expect(decode(res).equals(original)).toBe(true);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const asset = await mainScript();
    const res = await raw(asset, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(fs.readFileSync(path.join(webDist, asset)))).toBe(true);
  });
});

describe('compressed API answers', () => {
  it('compresses a JSON list above the threshold with Brotli, and it decodes to the same JSON', async () => {
    const route = '/api/skills?pagination[pageSize]=100';
    const plain = await raw(route, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw(route, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decode(br).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    const gz = await raw(route, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves tiny answers alone', async () => {
    const res = await raw('/api/account', 'gzip, br');
    expect(res.status).toBe(403);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
