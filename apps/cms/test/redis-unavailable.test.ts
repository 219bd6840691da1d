import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, solveProofOfWork, uniqueName } from './api';
import { hostAndPort } from './fault-proxy';
import { testKeyPrefix } from './redis';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.8: Redis holds shared state (captcha, rate limits, content cache) but is not a dependency
 * to fall over with. One CMS points at a port where nothing listens (Redis down), another at a server
 * that accepts connections and never answers (Redis stalled): both start, and sign-up, the captcha,
 * sign-in and content answer promptly from the instance's own memory; /_ready says Redis is away.
 */
type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string };
let down: Instance;
let stalled: Instance;
let mute: net.Server;
const sockets = new Set<net.Socket>();

const start = async (redisUrl: string, env: Record<string, string> = {}): Promise<Instance> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const cms = await startStrapi({ ...testServerEnv(db.env, workDir), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: 'unavailable', ...env }, await freePort());
  return { cms, db, workDir };
};

beforeAll(async () => {
  mute = net.createServer((socket) => void sockets.add(socket)); // accepts, reads nothing, never answers
  const mutePort = await freePort();
  await new Promise<void>((resolve) => mute.listen(mutePort, '127.0.0.1', resolve));
  const closedPort = await freePort();
  [down, stalled] = await Promise.all([start(`redis://127.0.0.1:${closedPort}`), start(`redis://127.0.0.1:${mutePort}`)]);
});

afterAll(async () => {
  for (const instance of [down, stalled]) {
    await instance?.cms.stop();
    await instance?.db.drop();
    if (instance) fs.rmSync(instance.workDir, { recursive: true, force: true });
  }
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => mute?.close(resolve));
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe.each([
  ['down', () => down],
  ['stalled', () => stalled],
])('with Redis %s', (_label, instance) => {
  it('the instance started, and /_ready sends traffic elsewhere', async () => {
    const res = await fetch(`${instance().cms.url}/_ready`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { checks: unknown }).checks).toEqual({ database: 'ok', redis: 'unreachable' });
  });

  it('sign-up, the captcha, sign-in and content answer, each within a few seconds', async () => {
    const base = instance().cms.url;
    const username = uniqueName('noredis');
    const user = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
    const signUp = await timed(() => callOn(base, 'POST', '/api/auth/local/register', { body: user }));
    expect(signUp.result.status, signUp.result.text).toBe(200);
    expect(signUp.ms).toBeLessThan(5000);

    const challenge = await timed(() => callOn(base, 'GET', '/api/captcha'));
    expect(challenge.result.status).toBe(200);
    const { id, pow } = challenge.result.body;
    const login = await timed(() =>
      callOn(base, 'POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, captchaId: id, proof: solveProofOfWork(pow) } }),
    );
    expect(login.result.status, login.result.text).toBe(200);
    expect(login.result.body.jwt).toEqual(expect.any(String));
    expect(login.ms).toBeLessThan(5000);

    const content = await timed(() => callOn(base, 'GET', '/api/skills?pagination[pageSize]=1'));
    expect(content.result.status).toBe(200);
    expect(content.ms).toBeLessThan(5000);
  });
});

/** A proxy to the real Redis that can hold its answers back: Redis slow, not away. Its delay is only ever raised (answers keep their order). */
const startSlowProxy = async (target: { host: string; port: number }) => {
  let delayMs = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        for (const s of pair) s.destroy();
        open.delete(client);
        open.delete(upstream);
      });
    }
    client.pipe(upstream);
    upstream.on('data', (chunk) => void setTimeout(() => client.write(chunk), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    slowDown: (ms: number) => void (delayMs = ms),
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/**
 * A Redis that answers later than the half second a shared command gets is slow, not away: the sign-in
 * budget goes on being counted there. When a late count was taken from this instance's memory instead,
 * which had not seen the account's failures, the budget started again and more passwords were checked.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis slow', () => {
  let slow: Instance;
  let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
  beforeAll(async () => {
    proxy = await startSlowProxy(hostAndPort(process.env.TEST_REDIS_URL!, 6379));
    slow = await start(proxy.url, { REDIS_KEY_PREFIX: testKeyPrefix(), CAPTCHA_ENABLED: 'false' });
  });
  afterAll(async () => {
    await slow?.cms.stop();
    await slow?.db.drop();
    if (slow) fs.rmSync(slow.workDir, { recursive: true, force: true });
    await proxy?.close();
  });

  it('checks no password beyond the budget when Redis slows down once it is spent', async () => {
    const base = slow.cms.url;
    const username = uniqueName('slowredis');
    const user = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
    expect((await callOn(base, 'POST', '/api/auth/local/register', { body: user })).status).toBe(200);
    const wrong = () => callOn(base, 'POST', '/api/auth/local', { body: { identifier: user.email, password: 'wrong-password' } });
    for (let i = 0; i < 10; i++) expect((await wrong()).body?.error?.message).toBe('Invalid email or password');

    proxy.slowDown(800);
    const late = await Promise.all(Array.from({ length: 4 }, wrong));
    expect(late.map((r) => r.body?.error?.details?.extraCheck !== undefined)).toEqual(Array(4).fill(true));
  });
});
