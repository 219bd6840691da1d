import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, registerUser, type Res, type TestUser } from './api';

/**
 * Issue 7, item 7: malformed Strapi query parameters are a 400 whose message names the parameter, never a
 * 500 — on the content API and on /api/users/me (users-permissions' own controller), on SQLite and PostgreSQL.
 */
let user: TestUser;
beforeAll(async () => {
  user = await registerUser();
});

const expect400Naming = (res: Res, param: string) => {
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  expect(res.body?.error?.message, res.text.slice(0, 300)).toContain(param);
};

/** Each example from the issue, with the parameter its message must name. */
const EXAMPLES: { query: string; param: string }[] = [
  { query: 'fields[0]=__proto__', param: 'fields' },
  { query: 'fields[0]=constructor', param: 'fields' },
  { query: 'fields[0]=toString', param: 'fields' },
  { query: 'fields=hasOwnProperty', param: 'fields' },
  { query: 'fields=', param: 'fields' },
  { query: 'fields=id,,documentId', param: 'fields' },
  { query: 'filters[]=1', param: 'filters' },
  { query: 'filters=x', param: 'filters' },
  { query: 'filters[$and]=x', param: 'filters[$and]' },
  { query: 'filters[$or][0]=x', param: 'filters[$or][0]' },
  { query: 'filters[$not]=x', param: 'filters[$not]' },
  { query: 'filters[id][$between][0]=1', param: 'filters[id][$between]' },
  { query: 'filters[id][$between][0]=1&filters[id][$between][1]=2&filters[id][$between][2]=3', param: 'filters[id][$between]' },
  { query: 'filters[id][$eq][$ne]=x', param: 'filters[id][$eq]' },
  { query: 'filters[id][$eq]=1e999', param: 'filters[id][$eq]' },
  { query: 'filters[id][$eq]=1.5', param: 'filters[id][$eq]' },
  { query: 'filters[id][$gt]=99999999999', param: 'filters[id][$gt]' },
  { query: 'filters[id][$in][0][$eq]=1', param: 'filters[id][$in][0]' },
  { query: 'filters[createdAt][$lt]=not-a-date', param: 'filters[createdAt][$lt]' },
  { query: 'filters[createdAt][$lt]=2024-02-30', param: 'filters[createdAt][$lt]' },
  { query: 'filters[createdAt][$contains]=2024', param: 'filters[createdAt][$contains]' },
  { query: 'filters[id][$foo]=1', param: 'filters[id][$foo]' },
  { query: 'filters[$eq]=1', param: 'filters[$eq]' },
  { query: 'filters[prototype]=1', param: 'filters[prototype]' },
  { query: 'sort=toString', param: 'sort' },
  { query: 'sort=id:sideways', param: 'sort' },
  { query: 'populate=toString', param: 'populate' },
  { query: 'populate[prototype]=true', param: 'populate[prototype]' },
  { query: 'pagination[page]=-1', param: 'pagination[page]' },
  { query: 'pagination[pageSize]=1e999', param: 'pagination[pageSize]' },
  { query: 'pagination[page]=abc', param: 'pagination[page]' },
  { query: 'pagination=5', param: 'pagination' },
  { query: 'pagination[page]=1&pagination[start]=0', param: 'pagination' },
  { query: 'status=maybe', param: 'status' },
];

/** Per route, examples on its own fields (a title or a number field). */
const ROUTE_EXAMPLES: Record<string, { query: string; param: string }[]> = {
  '/api/triggers': [
    { query: 'filters[title][$eq][$ne]=x', param: 'filters[title][$eq]' },
    { query: 'filters[order_id][$eq]=1e999', param: 'filters[order_id][$eq]' },
    { query: 'filters[order_id][$contains]=1', param: 'filters[order_id][$contains]' },
    { query: 'fields[0]=title&fields[1]=valueOf', param: 'fields' },
  ],
  '/api/skills': [
    { query: 'filters[Title][$eq][$ne]=x', param: 'filters[Title][$eq]' },
    { query: 'filters[order_id][$eq]=1e999', param: 'filters[order_id][$eq]' },
    { query: 'filters[premium][$eq]=maybe', param: 'filters[premium][$eq]' },
    { query: 'filters[skill_types][$eq]=abc', param: 'filters[skill_types][$eq]' },
    { query: 'filters[skill_types][nope][$eq]=x', param: 'filters[skill_types][nope]' },
    { query: 'populate[skill_types][fields][0]=__defineGetter__', param: 'populate[skill_types][fields]' },
    { query: 'populate[skill_types][filters][$and]=x', param: 'populate[skill_types][filters][$and]' },
    { query: 'populate[Title]=true', param: 'populate[Title]' },
  ],
  '/api/pages': [{ query: 'filters[show_header][$eq]=perhaps', param: 'filters[show_header][$eq]' }],
  '/api/plans': [{ query: 'filters[amount][$lt]=Infinity', param: 'filters[amount][$lt]' }],
  '/api/helplines': [
    { query: 'filters[lastChecked][$lt]=not-a-date', param: 'filters[lastChecked][$lt]' },
    { query: 'filters[order][$eq]=1e999', param: 'filters[order][$eq]' },
    { query: 'filters[emergency][$eq]=maybe', param: 'filters[emergency][$eq]' },
    { query: 'filters[country][$eq][$ne]=x', param: 'filters[country][$eq]' },
  ],
  '/api/users/me': [
    { query: 'filters[createdAt][$lt]=not-a-date', param: 'filters[createdAt][$lt]' },
    { query: 'filters[resetEmailSentAt][$gt]=yesterday', param: 'filters[resetEmailSentAt][$gt]' },
    { query: 'populate[skills][filters][$and]=x', param: 'populate[skills][filters][$and]' },
    { query: 'populate[skills][fields][0]=toString', param: 'populate[skills][fields]' },
  ],
};

const ROUTES = Object.keys(ROUTE_EXAMPLES);
const tokenFor = (route: string) => (route === '/api/users/me' ? user.jwt : undefined);

describe.each(ROUTES)(`%s answers malformed queries with a 400 naming the parameter (${inject('databaseLabel').split(' ')[0]})`, (route) => {
  it.each([...EXAMPLES, ...ROUTE_EXAMPLES[route]])('$query', async ({ query, param }) => {
    expect400Naming(await call('GET', `${route}?${query}`, { token: tokenFor(route) }), param);
  });

  it('the same route in another spelling is checked too', async () => {
    expect400Naming(await call('GET', `${route.toUpperCase()}/?fields[0]=toString`, { token: tokenFor(route) }), 'fields');
  });
});

describe('well-formed queries still work', () => {
  it.each([
    '/api/skills?sort=order_id&pagination[pageSize]=100',
    '/api/skills?filters[slug][$in][0]=box-breathing&filters[slug][$in][1]=grounding&sort=order_id:asc',
    '/api/triggers?sort[0]=order_id:desc&pagination[page]=1&pagination[pageSize]=10&pagination[withCount]=true',
    '/api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=1&filters[$and][1][triggers][id][$in][0]=1',
    '/api/emotions?filters[triggers][id][$in][0]=1&filters[$or][0][title][$containsi]=a&filters[$or][1][order_id][$between][0]=1&filters[$or][1][order_id][$between][1]=9',
    '/api/triggers?filters[createdAt][$lt]=2999-01-01T00:00:00.000Z&filters[title][$null]=false&filters[title][$not][$eq]=x',
    '/api/app-information?populate=*',
    '/api/rca?fields[0]=title&fields[1]=description&populate[0]=rca_steps.step_image',
    '/api/pages?filters[slug][$eq]=faq&populate=*',
  ])('%s', async (url) => {
    const res = await call('GET', url);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
  });

  it('/api/users/me without populate and fields, which it refuses: /api/account gives the lists', async () => {
    const plain = await call('GET', '/api/users/me', { token: user.jwt });
    expect(plain.status, plain.text.slice(0, 300)).toBe(200);
    expect(plain.body.username).toBe(user.username);
    const populated = await call('GET', '/api/users/me?fields[0]=username&populate[skills][fields][0]=slug', { token: user.jwt });
    expect(populated.status).toBe(400);
    expect(populated.body.error.details).toMatchObject({ code: 'invalid_query', param: 'fields', path: 'fields[0]' });
  });
});

describe('values the database cannot hold are a 400, never a 500', () => {
  // A NUL character is valid in SQLite text but refused by PostgreSQL (SQLSTATE 22021): the last safety net.
  it.each(['/api/triggers?filters[title][$eq]=a%00b', '/api/skills?filters[Title][$containsi]=%00', '/api/users/me?filters[username][$eq]=%00'])(
    '%s',
    async (url) => {
      const res = await call('GET', url, { token: user.jwt });
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
      if (inject('databaseLabel').startsWith('postgres')) {
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('A value in the request is not valid.');
      }
    },
  );

  it('a NUL character in a JSON body changes nothing and is never a 500', async () => {
    const before = (await call('GET', '/api/account', { token: user.jwt })).body;
    const res = await call('PUT', '/api/account/profile', { token: user.jwt, body: { username: 'nul\u0000name' } });
    expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
    if (inject('databaseLabel').startsWith('postgres')) {
      expect(res.status).toBe(400);
      expect((await call('GET', '/api/account', { token: user.jwt })).body).toEqual(before);
    }
  });
});

describe('a body of a type the server does not read is a 415, not an empty update', () => {
  it.each(['application/xml', 'image/png', 'application/octet-stream', 'application/x-unknown'])('%s', async (type) => {
    const before = (await call('GET', '/api/users/me', { token: user.jwt })).body;
    for (const [method, route] of [
      ['PUT', '/api/account/profile'],
      ['PUT', '/api/account/billing-address'],
      ['POST', '/api/auth/local'],
      ['POST', '/api/stripe/create-subscription'],
    ]) {
      const res = await call(method, route, { token: user.jwt, body: '<username>x</username>', headers: { 'content-type': type } });
      expect(res.status, `${method} ${route}: ${res.text.slice(0, 300)}`).toBe(415);
      expect(res.body.error.message).toContain('JSON');
    }
    expect((await call('GET', '/api/users/me', { token: user.jwt })).body).toEqual(before);
  });

  it('an empty POST with no content type still reaches the route', async () => {
    const res = await call('POST', '/api/account/completions/no-such-skill', { token: user.jwt, headers: { 'content-length': '0' } });
    expect(res.status).toBe(404);
  });
});
