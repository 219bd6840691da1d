import fs from 'node:fs';
import http from 'node:http';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { testKeyPrefix } from './redis';
import { TEST_ADMIN, freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.11: cached public content is answered before Koa's middleware chain. What Koa answered the
 * first time (a miss: the whole chain ran) is what the fast path answers afterwards — status, bytes and
 * every header but Date, X-Cache and X-Request-Id — and the second request never reaches Koa: the access
 * log (LOG_LEVEL=http; global::request-log, at the top of the chain) names each request Koa saw by its id. Everything the fast path may
 * not answer still reaches Koa. With TEST_REDIS_URL the CMS keeps its cache in Redis, and a second
 * instance on the same database and Redis shows that an edit on one reaches the other's fast path.
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** The X-Request-Id each request was sent with, by method and path, so the log can say who answered it. */
const sentIds = new Map<string, Set<string>>();
const raw = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const id = headers['x-request-id'] ?? `t-${randomInt(1e12)}`;
    const sent = sentIds.get(`${method} ${path}`) ?? new Set<string>();
    sentIds.set(`${method} ${path}`, sent.add(id));
    const req = http.request(`${base}${path}`, { method, headers: { ...headers, 'x-request-id': id } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

/** An answer as the client sees it, less what differs between any two answers (Date, X-Request-Id) or names the path (X-Cache). */
const comparable = (r: Raw) => {
  const { date: _date, 'x-cache': _cache, 'x-request-id': _id, ...headers } = r.headers;
  return { status: r.status, headers, body: r.body.toString('base64') };
};

type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string };
const instances: Instance[] = [];
let main: Instance;
const redisEnv: Record<string, string> = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: testKeyPrefix() } : {};

const start = async (db?: TestDatabase, extra: Record<string, string> = {}): Promise<Instance> => {
  const workDir = makeWorkDir();
  const database = db ?? (await createTestDatabase(workDir));
  // LOG_LEVEL=http: every answer gets an access line naming its request id (global::request-log), and
  // the fast path's say `fastPath: true`.
  const cms = await startStrapi({ ...testServerEnv(database.env, workDir), ...redisEnv, LOG_LEVEL: 'http', ...extra }, await freePort());
  const instance = { cms, db: database, workDir };
  instances.push(instance);
  return instance;
};

/** How many requests for exactly `path` Koa has answered: access lines with their request ids, not the fast path's. */
const seenByKoa = (instance: Instance, path: string, method = 'GET') => {
  const ids = sentIds.get(`${method} ${path}`) ?? new Set<string>();
  return instance.cms
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level?: string; requestId?: string; fastPath?: boolean })
    .filter((e) => e.level === 'http' && e.requestId && ids.has(e.requestId) && !e.fastPath).length;
};
/** The log is written as the answer leaves; give it a moment to arrive through the pipe. */
const settle = () => new Promise((r) => setTimeout(r, 150));

// A page size no other request asks for, so each test's URLs start uncached.
const unique = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pagination[pageSize]=${randomInt(2, 100)}&filters[id][$ne]=${randomInt(1e9)}`;

const BROWSER = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
const SKILLS = '/api/skills?sort=order_id';

let adminToken: string;
beforeAll(async () => {
  main = await start();
  const login = await callOn(main.cms.url, 'POST', '/admin/login', { body: TEST_ADMIN });
  expect(login.status, login.text.slice(0, 300)).toBe(200);
  adminToken = login.body.data.token;
});

afterAll(async () => {
  for (const instance of instances.reverse()) {
    await instance.cms.stop();
    if (instance === main || instance.db !== main.db) await instance.db.drop();
    fs.rmSync(instance.workDir, { recursive: true, force: true });
  }
});

const editPageTitle = (base: string, documentId: string, title: string) =>
  callOn(base, 'PUT', `/content-manager/collection-types/api::page.page/${documentId}`, { token: adminToken, body: { title } });

describe('cached public content before Koa', () => {
  it.each<[string, Record<string, string>]>([
    ['a browser (Brotli), same-origin', BROWSER],
    ['gzip only, from an allowed origin', { 'accept-encoding': 'gzip', origin: 'https://partner.steady.test' }],
    ['no encoding, from the app’s own origin', { 'accept-encoding': 'identity', origin: 'http://steady.test' }],
    ['a browser on another site', { ...BROWSER, origin: 'https://elsewhere.example' }],
  ])('answers %s as Koa did, without reaching Koa', async (_name, headers) => {
    const path = unique(SKILLS);
    const first = await raw(main.cms.url, path, headers);
    const second = await raw(main.cms.url, path, headers);
    await settle();
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(comparable(second)).toEqual(comparable(first));
    expect(seenByKoa(main, path)).toBe(1);
    // Each answer names its own request, never the one whose answer was cached (issue 11.12).
    expect(second.headers['x-request-id']).toMatch(/^t-\d+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect((await raw(main.cms.url, path, { ...headers, 'x-request-id': 'proxy-42' })).headers['x-request-id']).toBe('proxy-42');
    expect(second.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    const allowed = headers.origin && headers.origin !== 'https://elsewhere.example';
    expect(second.headers['access-control-allow-origin']).toBe(headers.origin ? (allowed ? headers.origin : undefined) : '');
  });

  it('sends each encoding of the same content to whoever asks for it', async () => {
    const path = unique(SKILLS);
    await raw(main.cms.url, path, BROWSER);
    const br = await raw(main.cms.url, path, { 'accept-encoding': 'br' });
    const gz = await raw(main.cms.url, path, { 'accept-encoding': 'gzip' });
    const plain = await raw(main.cms.url, path);
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);
    expect(JSON.parse(plain.body.toString()).data.length).toBeGreaterThan(0);
  });

  it('answers 304 to a current If-None-Match, with the headers Koa gives a 304', async () => {
    const path = unique('/api/pages?filters[slug][$eq]=faq');
    const { headers } = await raw(main.cms.url, path, BROWSER);
    const fast304 = await raw(main.cms.url, path, { ...BROWSER, 'if-none-match': headers.etag! });
    expect(fast304.status).toBe(304);
    expect(fast304.body.length).toBe(0);
    // `no-cache` from the client asks for the answer itself.
    expect((await raw(main.cms.url, path, { ...BROWSER, 'if-none-match': headers.etag!, 'cache-control': 'no-cache' })).status).toBe(200);

    // An edit of another page empties the cache; Koa then builds this unchanged answer again, and its 304 is the same.
    const [about] = JSON.parse((await raw(main.cms.url, '/api/pages?filters[slug][$eq]=about')).body.toString()).data;
    expect((await editPageTitle(main.cms.url, about.documentId, about.title)).status).toBe(200);
    const koa304 = await raw(main.cms.url, path, { ...BROWSER, 'if-none-match': headers.etag! });
    await settle();
    expect(koa304.headers['x-cache']).toBe('MISS');
    expect(comparable(fast304)).toEqual(comparable(koa304));
    expect(seenByKoa(main, path)).toBe(2); // the first answer and the one after the edit
  });

  it("shows an editor's change at once, and the old ETag no longer matches", async () => {
    const path = unique('/api/pages?filters[slug][$eq]=about');
    const [page] = JSON.parse((await raw(main.cms.url, path)).body.toString()).data;
    const before = await raw(main.cms.url, path);
    expect(before.headers['x-cache']).toBe('HIT');
    try {
      expect((await editPageTitle(main.cms.url, page.documentId, `${page.title} (edited)`)).status).toBe(200);
      const after = await raw(main.cms.url, path, { 'if-none-match': before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.headers['x-cache']).toBe('MISS');
      expect(JSON.parse(after.body.toString()).data[0].title).toBe(`${page.title} (edited)`);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await raw(main.cms.url, path)).headers['x-cache']).toBe('HIT');
    } finally {
      expect((await editPageTitle(main.cms.url, page.documentId, page.title)).status).toBe(200);
    }
    expect(JSON.parse((await raw(main.cms.url, path)).body.toString()).data[0].title).toBe(page.title);
  });

  it('leaves every request with a token to Koa, which checks it', async () => {
    const path = unique(SKILLS);
    await raw(main.cms.url, path);
    expect((await raw(main.cms.url, path)).headers['x-cache']).toBe('HIT');
    const signUp = await callOn(main.cms.url, 'POST', '/api/auth/local/register', {
      body: { username: `fast${randomInt(1e9)}`, email: `fast${randomInt(1e9)}@example.test`, password: 'Correct-Horse-9' },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const signedIn = await raw(main.cms.url, path, { authorization: `Bearer ${signUp.body.jwt}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect((await raw(main.cms.url, path, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    // Premium parts only ever come from the account route, by token: never from a cached answer.
    const premium = JSON.parse((await raw(main.cms.url, '/api/skills?filters[premium][$eq]=true')).body.toString()).data[0].slug;
    expect((await raw(main.cms.url, `/api/account/skills/${premium}`)).status).toBe(403);
    expect((await raw(main.cms.url, `/api/account/skills/${premium}`, { authorization: `Bearer ${signUp.body.jwt}` })).status).toBe(403);
    await settle();
    expect(seenByKoa(main, path)).toBe(3);
  });

  it('leaves bad URLs, other methods and other routes to Koa', async () => {
    for (const [path, status] of [
      ['/api/skills?filters[nope]=1', 400],
      ['/api/skills/no-such-document', 404],
      ['/api/nope', 404],
    ] as const) {
      for (let i = 0; i < 2; i++) expect((await raw(main.cms.url, path)).status, path).toBe(status);
      await settle();
      expect(seenByKoa(main, path), path).toBe(2);
    }
    const path = unique(SKILLS);
    await raw(main.cms.url, path);
    const head = await raw(main.cms.url, path, {}, 'HEAD');
    expect(head.status).toBe(200);
    await settle();
    expect(seenByKoa(main, path, 'HEAD')).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances sharing Redis', () => {
  it("drops the other instance's fast answer as soon as content is edited here", async () => {
    const other = await start(main.db, { SEED_CONTENT: 'false' });
    const path = unique('/api/pages?filters[slug][$eq]=about');
    const [page] = JSON.parse((await raw(other.cms.url, path)).body.toString()).data;
    expect((await raw(other.cms.url, path)).headers['x-cache']).toBe('HIT');
    try {
      expect((await editPageTitle(main.cms.url, page.documentId, `${page.title} (shared)`)).status).toBe(200);
      const after = await raw(other.cms.url, path);
      expect(JSON.parse(after.body.toString()).data[0].title).toBe(`${page.title} (shared)`);
      expect(after.headers['x-cache']).toBe('MISS');
    } finally {
      expect((await editPageTitle(main.cms.url, page.documentId, page.title)).status).toBe(200);
    }
  });
});
