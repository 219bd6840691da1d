import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './api';
import { testKeyPrefix } from './redis';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.12: SIGTERM stops new connections at once, lets a request already under way finish with its
 * normal answer, then closes down and exits 0; a request that does not finish within SHUTDOWN_TIMEOUT_MS
 * is cut off and the process exits anyway. The request under way is a sign-up whose body is still
 * arriving: sent with `Expect: 100-continue`, so the server's '100 Continue' proves it holds the request
 * before SIGTERM is sent.
 */
type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string };
let patient: Instance;
let bounded: Instance;

// With a Redis server given, the instance uses it, so its shutdown closes that connection too.
const redisEnv = (): Record<string, string> => (process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: testKeyPrefix() } : {});

const start = async (env: Record<string, string>): Promise<Instance> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const cms = await startStrapi({ ...testServerEnv(db.env, workDir), ...redisEnv(), ...env }, await freePort());
  return { cms, db, workDir };
};

beforeAll(async () => {
  [patient, bounded] = await Promise.all([start({}), start({ SHUTDOWN_TIMEOUT_MS: '1000' })]);
});

afterAll(async () => {
  for (const instance of [patient, bounded]) {
    await instance?.cms.stop();
    await instance?.db.drop();
    if (instance) fs.rmSync(instance.workDir, { recursive: true, force: true });
  }
});

/** A sign-up whose headers are in and whose body the test sends when it chooses. */
const slowSignUp = async (base: string) => {
  const username = uniqueName('drain');
  const body = JSON.stringify({ username, email: `${username}@example.test`, password: 'Correct-Horse-9' });
  const req = http.request(`${base}/api/auth/local/register`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined); // observed by the test that needs it
  await new Promise((resolve) => req.once('continue', resolve));
  req.write(body.slice(0, 20));
  return { username, answer, finish: () => req.end(body.slice(20)) };
};

/** Resolves once a new TCP connection to `base` is refused. */
const refusesConnections = async (base: string) => {
  const { hostname, port } = new URL(base);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('SIGTERM', () => {
  it('refuses new connections, finishes the request under way with its normal answer, and exits 0', async () => {
    const { cms } = patient;
    const signUp = await slowSignUp(cms.url);
    cms.signal('SIGTERM');
    await refusesConnections(cms.url);
    expect(cms.output()).toContain('[shutdown] SIGTERM');
    signUp.finish();
    const answer = await signUp.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.user.username).toBe(signUp.username);
    expect(answer.body.jwt).toEqual(expect.any(String));
    expect(await cms.exited).toEqual({ code: 0, signal: null });
    expect(cms.output()).not.toContain('cut off');
  });

  it('cuts off a request still unfinished after SHUTDOWN_TIMEOUT_MS, and still exits 0', async () => {
    const { cms } = bounded;
    const signUp = await slowSignUp(cms.url);
    cms.signal('SIGTERM');
    // The body never completes: the server gives up on it after the second allowed, rather than waiting forever.
    await expect(signUp.answer).rejects.toThrow();
    expect(await cms.exited).toEqual({ code: 0, signal: null });
    expect(cms.output()).toContain('[shutdown] 1 request(s) still under way after 1000 ms are cut off');
  });
});
