import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedRouter, requestListeners } from '../src/modules/strapi-adapter';
import { callOn } from './api';
import { countCalls, countUserFindOnes, startStrapiInProcess, type InProcessStrapi } from './strapi-in-process';

/**
 * Each fast path built on Strapi internals has a switch (FAST_PATH_*, config/env.ts; decision 017) that
 * falls back to the plain Strapi path. Here every switch is off: each request still answers as it must,
 * and, looking at Strapi's internals in this process, did not take the fast path. The same observations
 * with the switches on are in strapi-adapter-contract.test.ts ('the fast paths are taken by default').
 */

const USER = 'plugin::users-permissions.user';
let cms: InProcessStrapi;
let user: { id: number; jwt: string };

beforeAll(async () => {
  cms = await startStrapiInProcess({
    FAST_PATH_CONTENT: 'false',
    FAST_PATH_SIGNED_IN_READS: 'false',
    FAST_PATH_USERS_ME: 'false',
    FAST_PATH_PREPARED_SQL: 'false',
    FAST_PATH_STATEMENT_CACHE: 'false',
  });
  const { strapi } = cms;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const name = `switches${randomBytes(4).toString('hex')}`;
  const created = await strapi.db.query(USER).create({
    data: { username: name, email: `${name}@example.test`, provider: 'local', password: 'not-used-to-sign-in', confirmed: true, blocked: false, role: role.id },
  });
  user = { id: created.id, jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: created.id }) };
});

afterAll(() => cms?.stop());

const get = (path: string, token?: string) => callOn(cms.url, 'GET', path, { token });

describe('with every FAST_PATH_* switch off', () => {
  it('FAST_PATH_CONTENT=false: cached content is answered by Koa, the same', async () => {
    const names = requestListeners(cms.strapi).map((l) => l.name);
    expect(names, "Strapi's own request listener is on the server").toContain('handleRequest');
    expect(names, 'nothing stands in front of Koa').not.toContain('inFrontOfKoa');
    const path = `/api/skills?pagination[pageSize]=${2 + (Date.now() % 90)}`;
    const first = await fetch(`${cms.url}${path}`);
    const second = await fetch(`${cms.url}${path}`);
    expect([first.status, first.headers.get('x-cache'), second.status, second.headers.get('x-cache')]).toEqual([200, 'MISS', 200, 'HIT']);
    expect(await second.text()).toBe(await first.text());
  });

  it('FAST_PATH_SIGNED_IN_READS=false: /api/users/me and /api/account go through the router, answering the same', async () => {
    for (const path of ['/api/users/me', '/api/account']) {
      let answer: Awaited<ReturnType<typeof get>> | undefined;
      const matches = await countCalls(
        mountedRouter(cms.strapi),
        'match',
        async () => {
          for (let i = 0; i < 3; i++) answer = await get(path, user.jwt);
        },
        (matchedPath: string) => matchedPath === path,
      );
      expect(matches, `${path}: the router matched each request`).toBeGreaterThanOrEqual(3);
      expect(answer?.status, path).toBe(200);
      expect(answer?.body, path).toEqual((await get(`${path}/`, user.jwt)).body);
    }
    expect((await get('/api/users/me')).status).toBe(403);
    expect((await get('/api/account', `${user.jwt}x`)).status).toBe(401);
  });

  it("FAST_PATH_USERS_ME=false: /api/users/me is users-permissions' own me, which reads the row again", async () => {
    let plain: Awaited<ReturnType<typeof get>> | undefined;
    const reads = await countUserFindOnes(cms.strapi, async () => {
      plain = await get('/api/users/me', user.jwt);
    });
    expect(reads, 'authentication read the row, and the plugin read it again').toBe(2);
    expect(plain?.status).toBe(200);
    expect(plain?.body).toEqual((await get('/api/users/me?sort=id', user.jwt)).body);
    expect(plain?.body).toMatchObject({ id: user.id });
    expect(plain?.body).not.toHaveProperty('password');
  });

  it("FAST_PATH_PREPARED_SQL=false: the user row is the ORM's findOne, built per request; the account's lists are the same", async () => {
    const { strapi } = cms;
    const built = await countCalls(
      strapi.db.entityManager,
      'createQueryBuilder',
      () => get('/api/account', user.jwt),
      (uid: string) => uid === USER,
    );
    expect(built, "the ORM built the user's query for the request").toBeGreaterThanOrEqual(1);
    const skills = await get('/api/skills?filters[premium][$eq]=false&sort=slug&pagination[pageSize]=3');
    const slugs = (skills.body.data as { slug: string }[]).map((s) => s.slug);
    for (const slug of [slugs[2], slugs[0]]) expect((await callOn(cms.url, 'PUT', `/api/account/favourites/${slug}`, { token: user.jwt })).status).toBe(200);
    const account = await get('/api/account', user.jwt);
    expect(account.body.favourites).toEqual([slugs[2], slugs[0]]);
  });

  it('FAST_PATH_STATEMENT_CACHE=false: SQLite prepares each query anew', async (context) => {
    if (cms.strapi.db.dialect.client !== 'sqlite') return context.skip();
    const client = cms.strapi.db.connection.client as { acquireConnection: () => Promise<any>; releaseConnection: (c: unknown) => Promise<void> };
    const connection = await client.acquireConnection();
    try {
      expect(connection.prepare('select 3 as three')).not.toBe(connection.prepare('select 3 as three'));
    } finally {
      await client.releaseConnection(connection);
    }
  });
});
