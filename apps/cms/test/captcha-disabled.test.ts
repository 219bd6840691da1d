import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, solveProofOfWork } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/** A second CMS of its own, run by an operator who switched the captcha off. */
let strapi: StrapiProcess;
let db: TestDatabase;
let workDir: string;

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  strapi = await startStrapi({ ...testServerEnv(db.env, workDir), CAPTCHA_ENABLED: 'false', SEED_CONTENT: 'false' }, await freePort());
});

afterAll(async () => {
  await strapi?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('with CAPTCHA_ENABLED=false', () => {
  const register = async () => {
    const username = `nocap${Math.random().toString(16).slice(2, 10)}`;
    const user = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
    expect((await callOn(strapi.url, 'POST', '/api/auth/local/register', { body: user })).status).toBe(200);
    return user;
  };

  it('GET /api/captcha says the captcha is off and issues no challenge', async () => {
    const res = await callOn(strapi.url, 'GET', '/api/captcha');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false });
  });

  it('signs in with only identifier and password, and ignores captcha fields', async () => {
    const user = await register();
    const plain = await callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, password: user.password } });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.jwt).toEqual(expect.any(String));
    const extra = await callOn(strapi.url, 'POST', '/api/auth/local', {
      body: { identifier: user.email, password: user.password, captchaId: 'stale', captcha: 'Ab3dEf' },
    });
    expect(extra.status, extra.text).toBe(200);
  });

  it('ignores the empty captcha fields that clients built for the captcha send', async () => {
    const user = await register();
    for (const fields of [{ captcha: '' }, { captchaId: '', captcha: '', proof: '' }, { captchaId: 'stale', proof: '' }, { captcha: null }]) {
      const res = await callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, ...fields } });
      expect(res.status, `${JSON.stringify(fields)}: ${res.text}`).toBe(200);
    }
  });

  it("still asks a stranger for the longer check past the account's failures, and signs the owner in once it is done", async () => {
    const user = await register();
    const signIn = (body: Record<string, unknown>) => callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, ...body } });
    for (let i = 0; i < 10; i++) expect((await signIn({ password: 'not-the-password' })).body.error.message).toBe('Invalid email or password');
    const asked = await signIn({ password: user.password });
    expect(asked.status).toBe(400);
    const { id } = asked.body.error.details.extraCheck;
    expect((await signIn({ password: user.password, captchaId: id, proof: 'not-the-work' })).body.error.details.extraCheck).toBeDefined();
    const fresh = (await signIn({ password: user.password })).body.error.details.extraCheck;
    expect(fresh.id).not.toBe(id);
    const done = await signIn({ password: user.password, captchaId: fresh.id, proof: solveProofOfWork(fresh.pow) });
    expect(done.status, done.text).toBe(200);
  });

  it('still checks the password and refuses unknown fields', async () => {
    const user = await register();
    const wrong = await callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    const unknown = await callOn(strapi.url, 'POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, role: 1 } });
    expect(unknown.status).toBe(400);
  });
});
