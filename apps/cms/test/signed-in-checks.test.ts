import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, registerUser, type TestUser } from './api';
import { TEST_ADMIN } from './strapi-process';

/**
 * Issue 11.10: signed-in reads keep roles, permissions and settings between requests, and read the
 * user's row once per request. Every check must still hold on the very next request: a blocked or
 * deleted user, a role's lost permission, a forged token; and API tokens still work beside JWTs.
 */
let adminToken: string;
const admin = <T = any>(method: string, route: string, body?: unknown) => call<T>(method, route, { token: adminToken, body });

const documentIdOf = async (user: TestUser) => (await call('GET', '/api/users/me', { token: user.jwt })).body.documentId as string;
const editUser = (documentId: string, data: Record<string, unknown>) =>
  admin('PUT', `/content-manager/collection-types/plugin::users-permissions.user/${documentId}`, data);

/** A JWT as users-permissions makes one (HS256), signed with `secret`. */
const jwtSignedWith = (secret: string, payload: Record<string, unknown>, alg = 'HS256') => {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  return alg === 'none' ? `${unsigned}.` : `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

beforeAll(async () => {
  const login = await call('POST', '/admin/login', { body: TEST_ADMIN });
  expect(login.status, login.text.slice(0, 300)).toBe(200);
  adminToken = login.body.data.token;
});

describe('each signed-in request checks the user again', () => {
  it('refuses a blocked user on the next request, and lets them in once unblocked', async () => {
    const user = await registerUser();
    const documentId = await documentIdOf(user);
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(200);
    try {
      expect((await editUser(documentId, { blocked: true })).status).toBe(200);
      expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(401);
      expect((await call('GET', '/api/users/me', { token: user.jwt })).status).toBe(401);
    } finally {
      expect((await editUser(documentId, { blocked: false })).status).toBe(200);
    }
    expect((await call('GET', '/api/users/me', { token: user.jwt })).status).toBe(200);
  });

  it('refuses a deleted user on the next request', async () => {
    const user = await registerUser();
    const documentId = await documentIdOf(user);
    expect((await call('GET', '/api/users/me', { token: user.jwt })).status).toBe(200);
    expect((await admin('DELETE', `/content-manager/collection-types/plugin::users-permissions.user/${documentId}`)).status).toBe(200);
    expect((await call('GET', '/api/users/me', { token: user.jwt })).status).toBe(401);
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(401);
  });

  it("applies a change to the role's permissions on the next request, both ways", async () => {
    const user = await registerUser();
    const { roles } = (await admin('GET', '/users-permissions/roles')).body as { roles: { id: number; type: string }[] };
    const roleId = roles.find((r) => r.type === 'authenticated')!.id;
    const { role } = (await admin('GET', `/users-permissions/roles/${roleId}`)).body;
    const withAccountFind = (enabled: boolean) => {
      const permissions = structuredClone(role.permissions);
      permissions['api::account'].controllers.account.find.enabled = enabled;
      return { name: role.name, description: role.description, permissions };
    };
    expect(role.permissions['api::account'].controllers.account.find.enabled).toBe(true);
    // The role's permissions are now known to the server; the change must not wait for them to age.
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(200);
    try {
      expect((await admin('PUT', `/users-permissions/roles/${roleId}`, withAccountFind(false))).status).toBe(200);
      expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(403);
      // Only that permission went.
      expect((await call('GET', '/api/users/me', { token: user.jwt })).status).toBe(200);
    } finally {
      expect((await admin('PUT', `/users-permissions/roles/${roleId}`, withAccountFind(true))).status).toBe(200);
    }
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(200);
  });

  it('refuses tokens it did not sign, and unsigned ones', async () => {
    const user = await registerUser();
    const claims = { id: user.id, iat: Math.floor(Date.now() / 1000), iatMs: Date.now() };
    for (const token of [jwtSignedWith('not-the-secret', claims), jwtSignedWith('', claims, 'none'), `${user.jwt}x`]) {
      expect((await call('GET', '/api/users/me', { token })).status, token).toBe(401);
    }
    // The same claims under the server's own secret (the test servers' JWT_SECRET) are accepted: the
    // refusals above are about the signature.
    expect((await call('GET', '/api/users/me', { token: jwtSignedWith('test-jwt-secret', claims) })).status).toBe(200);
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    const user = await registerUser();
    const now = Date.now();
    const token = jwtSignedWith('test-jwt-secret', { id: user.id, iat: Math.floor(now / 1000), iatMs: now, exp: Math.floor(now / 1000) + 2 });
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    // jsonwebtoken refuses from the second `exp` on.
    await new Promise((resolve) => setTimeout(resolve, (Math.floor(now / 1000) + 2) * 1000 - Date.now() + 50));
    expect((await call('GET', '/api/users/me', { token })).status).toBe(401);
    expect((await call('GET', '/api/account', { token })).status).toBe(401);
  });

  it('answers /api/users/me without a query as users-permissions does with one', async () => {
    const user = await registerUser({ firstName: 'Robin' });
    const plain = await call('GET', '/api/users/me', { token: user.jwt });
    const viaPlugin = await call('GET', '/api/users/me?sort=id', { token: user.jwt });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(viaPlugin.body);
    // Again, once the kept fields are known (modules/auth/me): the same.
    expect((await call('GET', '/api/users/me', { token: user.jwt })).body).toEqual(viaPlugin.body);
    expect(plain.body).toMatchObject({ id: user.id, username: user.username, firstName: 'Robin' });
    for (const secret of [
      'password',
      'resetPasswordToken',
      'confirmationToken',
      'passwordChangedAt',
      'resetTokenHash',
      'resetEmailSentAt',
      'customerId',
      'role',
    ]) {
      expect(plain.body, secret).not.toHaveProperty(secret);
    }
  });

  it('lists favourites and completed skills in /api/account in the order they were added', async () => {
    const user = await registerUser();
    const skills = await call('GET', '/api/skills?filters[premium][$eq]=false&sort=slug:desc&pagination[pageSize]=4');
    const slugs = (skills.body.data as { slug: string }[]).map((s) => s.slug);
    expect(slugs.length).toBe(4);
    // Added in an order that is neither the slugs' nor the ids', one at a time so it is the link order.
    for (const slug of [slugs[1], slugs[3], slugs[0]]) expect((await call('PUT', `/api/account/favourites/${slug}`, { token: user.jwt })).status).toBe(200);
    for (const slug of [slugs[2], slugs[0]]) expect((await call('POST', `/api/account/completions/${slug}`, { token: user.jwt })).status).toBe(200);
    const account = await call('GET', '/api/account', { token: user.jwt });
    expect(account.body.favourites).toEqual([slugs[1], slugs[3], slugs[0]]);
    expect(account.body.completed).toEqual([slugs[2], slugs[0]]);
    expect(account.body).toMatchObject({ id: user.id, username: user.username, hasSubscription: false, isPremium: false });
  });

  it('still accepts an API token beside the JWTs', async () => {
    const created = await admin('POST', '/admin/api-tokens', { name: `read-${Date.now()}`, description: '', type: 'read-only', lifespan: null });
    expect(created.status, created.text.slice(0, 300)).toBe(201);
    const { id, accessKey } = created.body.data as { id: number; accessKey: string };
    try {
      expect((await call('GET', '/api/skills?pagination[pageSize]=1', { token: accessKey })).status).toBe(200);
      const wrong = `${accessKey.slice(0, -1)}${accessKey.endsWith('0') ? '1' : '0'}`;
      expect((await call('GET', '/api/skills?pagination[pageSize]=1', { token: wrong })).status).toBe(401);
    } finally {
      await admin('DELETE', `/admin/api-tokens/${id}`);
    }
  });
});

/** Status, headers and body of a GET, with what differs on every answer (its date and request id) left out. */
const answerTo = async (path: string, token?: string, origin?: string) => {
  const res = await fetch(`${apiUrl()}${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}) } });
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)));
  return { status: res.status, headers, body: await res.text() };
};

describe('the signed-in reads shortcut (middlewares/signed-in-reads)', () => {
  it('answers /api/users/me and /api/account as the router does for the same route', async () => {
    const user = await registerUser({ firstName: 'Sam' });
    const blocked = await registerUser();
    const blockedId = await documentIdOf(blocked);
    expect((await editUser(blockedId, { blocked: true })).status).toBe(200);
    const cases: [string, string | undefined][] = [
      ['signed in', user.jwt],
      ['no token', undefined],
      ['forged token', `${user.jwt}x`],
      ['blocked', blocked.jwt],
    ];
    try {
      for (const path of ['/api/users/me', '/api/account']) {
        for (const [label, token] of cases) {
          // A trailing slash reaches the same route through every middleware and the router's own match.
          const [shortcut, usual] = [
            await answerTo(path, token, 'https://partner.steady.test'),
            await answerTo(`${path}/`, token, 'https://partner.steady.test'),
          ];
          expect(shortcut, `${path}, ${label}`).toEqual(usual);
          expect(shortcut.headers['cache-control'], `${path}, ${label}`).toBe('no-store');
          expect(shortcut.headers['content-security-policy'], `${path}, ${label}`).toBeTruthy();
          expect(shortcut.headers['access-control-allow-origin'], `${path}, ${label}`).toBe('https://partner.steady.test');
        }
      }
      expect((await answerTo('/api/account', user.jwt)).status).toBe(200);
      expect((await answerTo('/api/account', blocked.jwt)).status).toBe(401);
      expect((await answerTo('/api/users/me')).status).toBe(403);
    } finally {
      await editUser(blockedId, { blocked: false });
    }
  });
});
