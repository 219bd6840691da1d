import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, solveProofOfWork, uniqueName, type Challenge, type TestUser } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/*
 * Decision 014: an account holds several live reset links, each single use, all void once one is used.
 * A CMS of its own with one reset email per account per second, so a test can collect several links.
 */

let cms: StrapiProcess;
let db: TestDatabase;
let workDir: string;

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  cms = await startStrapi({ ...testServerEnv(db.env, workDir), RESET_EMAIL_SPACING_SECONDS: '1' }, await freePort());
});

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const call = (method: string, route: string, body?: unknown) => callOn(cms.url, method, route, { body });
const reset = (token: string, password: string) => call('POST', '/api/email/reset-password', { token, password });

const register = async (): Promise<TestUser> => {
  const username = uniqueName('links');
  const input = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
  const res = await call('POST', '/api/auth/local/register', input);
  if (res.status !== 200) throw new Error(`register failed ${res.status}: ${res.text}`);
  return { id: res.body.user.id, username, email: input.email, password: input.password, jwt: res.body.jwt };
};

const login = async (identifier: string, password: string) => {
  const challenge = (await call('GET', '/api/captcha')).body as Challenge;
  return call('POST', '/api/auth/local', { identifier, password, captchaId: challenge.id, proof: solveProofOfWork(challenge.pow) });
};

/** The links emailed to `email` so far, oldest first. */
const linksTo = (email: string): string[] => {
  const dir = path.join(workDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === email)
    .map((m) => m.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)[1]);
};

/** Asks again and again (most asks send nothing: one email a second) until `n` links have come. */
const collectLinks = async (email: string, n: number) => {
  for (let tries = 0; linksTo(email).length < n; tries++) {
    if (tries > 100) throw new Error(`${n} reset links did not come`);
    expect((await call('POST', '/api/email/forget-password', { email })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
  }
  return linksTo(email);
};

describe('several live reset links per account', () => {
  it('a later link leaves the earlier ones working; using one voids all the others', async () => {
    const user = await register();
    const [first, second, third] = await collectLinks(user.email, 3);
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await reset(second, 'Owner-Chose-This-1')).status).toBe(200);
    for (const other of [first, third, second]) {
      const used = await reset(other, 'Attacker-Chose-This-1');
      expect(used.status).toBe(400);
      expect(used.body.error.message).toMatch(/invalid or has expired/);
    }
    expect((await login(user.email, 'Owner-Chose-This-1')).status).toBe(200);
  }, 40_000);

  it('keeps at most five: further asks send nothing, and the oldest link still works', async () => {
    const user = await register();
    const links = await collectLinks(user.email, 5);
    expect(links).toHaveLength(5);
    // Well past the spacing, asks still send nothing while five links are live.
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/api/email/forget-password', { email: user.email })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
    }
    expect(linksTo(user.email)).toEqual(links);
    expect((await reset(links[0], 'Owner-Chose-This-2')).status).toBe(200);
  }, 40_000);

  it('of two different links used at once, exactly one sets the password', async () => {
    const user = await register();
    const [first, second] = await collectLinks(user.email, 2);
    const results = await Promise.all([reset(first, 'First-Password-31'), reset(second, 'Second-Password-32')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'First-Password-31' : 'Second-Password-32';
    expect((await login(user.email, winner)).status).toBe(200);
  }, 40_000);
});
