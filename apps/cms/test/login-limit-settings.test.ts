import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, solveProofOfWork, type Res } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * A CMS of its own, behind a proxy (TRUST_PROXY, so X-Forwarded-For names the client), with small
 * figures: 5 challenges per address per 15 minutes, 2 wrong passwords per account before the longer
 * check, whose work stops growing at 10 bits.
 */
const ISSUE_MAX = 5;
let strapi: StrapiProcess;
let db: TestDatabase;
let workDir: string;

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  strapi = await startStrapi(
    {
      ...testServerEnv(db.env, workDir),
      SEED_CONTENT: 'false',
      TRUST_PROXY: 'true',
      CAPTCHA_ADDRESS_MAX: String(ISSUE_MAX),
      RATE_LIMIT_ACCOUNT_MAX: '2',
      CAPTCHA_POW_MAX_DIFFICULTY: '10',
    },
    await freePort(),
  );
});

afterAll(async () => {
  await strapi?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const challenge = (address: string) => callOn(strapi.url, 'GET', '/api/captcha', { headers: { 'X-Forwarded-For': address } });

describe('GET /api/captcha (issue flooding)', () => {
  it('issues CAPTCHA_ADDRESS_MAX challenges per address, then a kind 429, leaving other addresses and open challenges alone', async () => {
    const issued: Res[] = [];
    for (let i = 0; i < ISSUE_MAX; i++) issued.push(await challenge('203.0.113.50'));
    expect(issued.map((r) => r.status)).toEqual(Array(ISSUE_MAX).fill(200));
    const refused = await challenge('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(refused.body.error.details.code).toBe('too_many_attempts');

    const person = await challenge('198.51.100.7');
    expect(person.status).toBe(200);
    // The flooder's own earlier challenge still works: being refused a new one consumed nothing.
    const username = `flood${Date.now().toString(36)}`;
    const user = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
    expect((await callOn(strapi.url, 'POST', '/api/auth/local/register', { body: user })).status).toBe(200);
    const { id, pow } = issued[0].body;
    const res = await callOn(strapi.url, 'POST', '/api/auth/local', {
      body: { identifier: user.email, password: user.password, captchaId: id, proof: solveProofOfWork(pow) },
      headers: { 'X-Forwarded-For': '203.0.113.50' },
    });
    expect(res.status, res.text).toBe(200);
  });
});

describe('CAPTCHA_POW_MAX_DIFFICULTY', () => {
  it('stops the longer check growing at its value', async () => {
    const username = `capped${Date.now().toString(36)}`;
    const user = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
    expect((await callOn(strapi.url, 'POST', '/api/auth/local/register', { body: user })).status).toBe(200);
    // Each attempt from an address of its own, so the issue limit above plays no part.
    let n = 0;
    const signIn = async (password: string, answer?: { captchaId: string; proof: string }) => {
      const address = `192.0.2.${++n}`;
      const fields = answer ?? (await challenge(address).then((r) => ({ captchaId: r.body.id, proof: solveProofOfWork(r.body.pow) })));
      return callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, password, ...fields }, headers: { 'X-Forwarded-For': address } });
    };
    const asked: number[] = [];
    for (let i = 0; i < 6; i++) {
      let res = await signIn('wrong-password');
      const check = res.body.error.details?.extraCheck;
      if (check) {
        asked.push(check.pow.difficulty);
        res = await signIn('wrong-password', { captchaId: check.id, proof: solveProofOfWork(check.pow) });
      }
      expect(res.body.error.message).toBe('Invalid email or password');
    }
    // Failures 3, 4, 5, 6 ask 9, 10, then 10 again: 8 bits of the captcha plus one per further failure, capped.
    expect(asked).toEqual([9, 10, 10, 10]);
  });
});
