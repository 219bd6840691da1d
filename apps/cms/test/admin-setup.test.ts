import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 7 item 1: on a fresh database no one becomes an admin over the network without the one-time
 * setup token the server prints to its log. This CMS starts with no ADMIN_EMAIL / ADMIN_PASSWORD.
 */
let cms: StrapiProcess;
let db: TestDatabase;
let workDir: string;

const newAdmin = (email: string) => ({ email, password: 'Setup-Admin-9', firstname: 'First', lastname: 'Admin' });
const hasAdmin = async () => (await callOn(cms.url, 'GET', '/admin/init')).body.data.hasAdmin as boolean;
const printedTokens = () =>
  [...cms.output().matchAll(/No admin account yet\. Open http:\/\/steady\.test\/admin\/setup\?token=([A-Za-z0-9_-]+) /g)].map((m) => m[1]);
const openSetupLink = (token: string) => fetch(`${cms.url}/admin/setup?token=${encodeURIComponent(token)}`, { redirect: 'manual' });

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir, { empty: true });
  cms = await startStrapi({ ...testServerEnv(db.env, workDir), ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_CONTENT: 'false' }, await freePort());
});

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the first admin on a fresh database', () => {
  it('prints one setup link to the log at start', async () => {
    expect(await hasAdmin()).toBe(false);
    expect(printedTokens()).toHaveLength(1);
  });

  it.each(['/admin/register-admin', '/admin/register-admin/', '/ADMIN/register-admin', '/Admin/Register-Admin/', '/admin/REGISTER-ADMIN//'])(
    'refuses anonymous POST %s and creates no admin',
    async (route) => {
      const res = await callOn(cms.url, 'POST', route, { body: newAdmin('intruder@evil.example') });
      expect(res.status).not.toBe(200);
      if (res.status !== 404 && res.status !== 405) {
        expect(res.status).toBe(403);
        expect(res.body.error.message).toContain('setup token');
      }
      expect(await hasAdmin()).toBe(false);
    },
  );

  it('refuses a wrong token, in the header, the cookie or the setup link', async () => {
    const wrong = `${printedTokens()[0]!.slice(0, -2)}xx`;
    for (const headers of [{ 'x-admin-setup-token': wrong }, { cookie: `steady_admin_setup=${wrong}` }, { 'x-admin-setup-token': '' }] as Record<
      string,
      string
    >[]) {
      const res = await callOn(cms.url, 'POST', '/admin/register-admin', { body: newAdmin('intruder@evil.example'), headers });
      expect(res.status).toBe(403);
    }
    const link = await openSetupLink(wrong);
    expect(link.status).toBe(403);
    expect(link.headers.get('set-cookie')).toBeNull();
    expect(await link.text()).toContain('not valid');
    expect(await hasAdmin()).toBe(false);
  });

  it("with the printed link: a strict, HttpOnly cookie for /admin, then Strapi's own register-admin creates the admin", async () => {
    const link = await openSetupLink(printedTokens()[0]!);
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/admin/auth/register-admin');
    expect(link.headers.get('cache-control')).toBe('no-store');
    const setCookie = link.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^steady_admin_setup=[A-Za-z0-9_-]+;/);
    expect(setCookie.toLowerCase()).toContain('path=/admin;');
    expect(setCookie.toLowerCase()).toContain('samesite=strict');
    expect(setCookie.toLowerCase()).toContain('httponly');

    const cookie = setCookie.split(';')[0]!;
    const res = await callOn(cms.url, 'POST', '/admin/register-admin', { body: newAdmin('owner@steady.test'), headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('owner@steady.test');
    expect(await hasAdmin()).toBe(true);
  });

  it('the token works once: neither the cookie nor the link is accepted again', async () => {
    const token = printedTokens()[0]!;
    const res = await callOn(cms.url, 'POST', '/admin/register-admin', {
      body: newAdmin('second@steady.test'),
      headers: { cookie: `steady_admin_setup=${token}` },
    });
    expect(res.status).toBe(403);
    expect((await openSetupLink(token)).status).toBe(403);
    const login = await callOn(cms.url, 'POST', '/admin/login', { body: { email: 'second@steady.test', password: 'Setup-Admin-9' } });
    expect(login.status).toBe(400);
  });
});
