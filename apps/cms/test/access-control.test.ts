import { beforeAll, describe, expect, it } from 'vitest';
import { call, leakedFields, registerUser, type TestUser } from './api';

/** Two real accounts; every test has `alice` try to read or change what is `bob`'s. */
let alice: TestUser;
let bob: TestUser;
let skill: string;

beforeAll(async () => {
  alice = await registerUser({ firstName: 'Alice' });
  bob = await registerUser({ firstName: 'Bob' });
  skill = (await call('GET', '/api/skills?pagination[pageSize]=1')).body.data[0].slug;
  await call('PUT', `/api/account/favourites/${skill}`, { token: bob.jwt });
  await call('PUT', '/api/account/billing-address', { token: bob.jwt, body: { address: '2 Quiet Lane', postalCode: '12345' } });
});

// A 400 refuses the request's query itself (populate is every route's own choice, decision 016).
const denied = (status: number) => [400, 401, 403, 404, 405].includes(status);
const USER_OWNED = ['forms', 'subscriptions', 'orders', 'payment-methods', 'charges'];
/** GET lists of these answer with the caller's own records only (spec §7; payments-access.test.ts tries with real data). */
const OWN_LISTS = ['subscriptions', 'orders'];

describe("one user cannot reach another user's data", () => {
  it('cannot read another user record, by id, list or filter', async () => {
    for (const route of [
      `/api/users/${bob.id}`,
      '/api/users',
      `/api/users?filters[id][$eq]=${bob.id}`,
      `/api/users?filters[email][$eq]=${bob.email}`,
      `/api/users/${bob.id}?populate=*`,
    ]) {
      const res = await call('GET', route, { token: alice.jwt });
      expect(denied(res.status), `${route} -> ${res.status}`).toBe(true);
      expect(res.text).not.toContain(bob.email);
    }
  });

  it('cannot change or delete another user record, nor its own through the generic route', async () => {
    for (const id of [bob.id, alice.id]) {
      const put = await call('PUT', `/api/users/${id}`, { token: alice.jwt, body: { username: 'hijacked', role: 1, skills: [] } });
      expect(denied(put.status), `PUT /api/users/${id} -> ${put.status}`).toBe(true);
    }
    expect(denied((await call('DELETE', `/api/users/${bob.id}`, { token: alice.jwt })).status)).toBe(true);
    const bobNow = await call('GET', '/api/account', { token: bob.jwt });
    expect(bobNow.body).toMatchObject({ username: bob.username, favourites: [skill], address: '2 Quiet Lane' });
  });

  it('cannot use the account routes to touch another user (no id is taken from the request)', async () => {
    await call('PUT', `/api/account/favourites/${skill}?userId=${bob.id}`, { token: alice.jwt, body: { userId: bob.id } });
    await call('DELETE', `/api/account/favourites/${skill}?id=${bob.id}`, { token: alice.jwt });
    const bad = await call('PUT', '/api/account/billing-address', { token: alice.jwt, body: { userId: bob.id, address: 'x' } });
    expect(bad.status).toBe(400);
    const bobNow = await call('GET', '/api/account', { token: bob.jwt });
    expect(bobNow.body.favourites).toEqual([skill]);
    expect(bobNow.body.address).toBe('2 Quiet Lane');
  });

  it('cannot write privileged fields on its own record', async () => {
    for (const body of [
      { role: 1 },
      { blocked: true },
      { confirmed: false },
      { customerId: 'cus_evil' },
      { provider: 'x' },
      { subscriptions: [1] },
      { isPremium: true },
    ]) {
      const res = await call('PUT', '/api/account/profile', { token: alice.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it.each(USER_OWNED)('cannot list, read, create, change or delete %s through the generic routes', async (type) => {
    const reqs: [string, string, unknown?][] = [
      ['GET', `/api/${type}`],
      ['GET', `/api/${type}?filters[userId][$eq]=${bob.id}`],
      ['GET', `/api/${type}?filters[user][id][$eq]=${bob.id}&populate=*`],
      ['GET', `/api/${type}/1`],
      ['POST', `/api/${type}`, { data: { user: bob.id } }],
      ['PUT', `/api/${type}/1`, { data: { status: 'active' } }],
      ['DELETE', `/api/${type}/1`],
    ];
    for (const token of [alice.jwt, undefined]) {
      for (const [method, route, body] of reqs) {
        const res = await call(method, route, { token, body });
        const ownEmptyList =
          !!token && OWN_LISTS.includes(type) && method === 'GET' && res.status === 200 && Array.isArray(res.body?.data) && res.body.data.length === 0;
        // A filter on a field the type does not have (userId; user on forms, whose field is owner) is refused as
        // malformed by the query guard before authorization (issue 7, item 7).
        const unknownField = method === 'GET' && route.includes('filters[') && res.status === 400;
        expect(denied(res.status) || ownEmptyList || unknownField, `${method} ${route} -> ${res.status}`).toBe(true);
      }
    }
  });

  it('cannot reach the role, permission or upload administration', async () => {
    for (const route of [
      '/api/users-permissions/roles',
      '/api/users-permissions/permissions',
      '/api/upload/files',
      '/admin/users',
      '/content-manager/collection-types/plugin::users-permissions.user',
    ]) {
      const res = await call('GET', route, { token: alice.jwt });
      expect(denied(res.status), `${route} -> ${res.status}`).toBe(true);
    }
  });
});

describe('no response carries secrets, whatever the query', () => {
  const CONTENT_QUERIES = [
    '/api/skills?populate=*',
    '/api/skills?populate[skill_types][populate]=*&populate[skill_step][populate]=*&populate[Skill_Image][populate]=*',
    '/api/skills?populate[createdBy]=*&populate[updatedBy]=*',
    '/api/skills?fields[0]=createdBy&fields[1]=Title',
    '/api/skills?filters[createdBy][email][$null]=false',
    '/api/skills?populate[Skill_Image][populate][createdBy]=*',
    '/api/skill-types?populate=*',
    '/api/categories?populate=*',
    '/api/pages?populate=*',
    '/api/pages?populate[featured_image][populate]=*',
    '/api/app-information?populate=*',
    '/api/rca?populate[rca_steps][populate]=*',
    '/api/triggers?populate=*',
    '/api/emotions?populate=*',
    '/api/immediate-thoughts?populate=*',
    '/api/plans?populate=*',
  ];

  it.each(CONTENT_QUERIES)('content %s', async (route) => {
    for (const token of [undefined, alice.jwt]) {
      const res = await call('GET', route, { token });
      expect(res.status < 500, `${route} -> ${res.status}`).toBe(true);
      expect(leakedFields(res.body), route).toEqual([]);
      expect(res.text).not.toMatch(/\$2[aby]\$\d\d\$/); // no bcrypt hash anywhere
      expect(res.text).not.toContain(bob.email);
    }
  });

  it.each([
    '/api/users/me',
    '/api/users/me?populate=*',
    '/api/users/me?populate[role][populate]=*',
    '/api/users/me?fields[0]=password&fields[1]=resetPasswordToken',
    '/api/account',
  ])('own record %s', async (route) => {
    const res = await call('GET', route, { token: alice.jwt });
    expect(res.status < 500).toBe(true);
    expect(leakedFields(res.body), route).toEqual([]);
    expect(res.text).not.toMatch(/\$2[aby]\$\d\d\$/);
    expect(res.text).not.toContain(bob.email);
  });

  it('sign-in and sign-up responses carry no secrets', async () => {
    const fresh = await call('POST', '/api/auth/local/register', {
      body: { username: `leak${Date.now()}`, email: `leak${Date.now()}@example.test`, password: 'Correct-Horse-9' },
    });
    expect(leakedFields(fresh.body.user)).toEqual([]);
  });
});
