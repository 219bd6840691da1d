import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, registerUser, type TestUser } from './api';
import { TEST_ADMIN } from './strapi-process';

/** The content cache in front of Strapi (DESIGN.md § Speed), over HTTP against the real CMS. */
const get = async (route: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${apiUrl()}${route}`, { headers });
  return { status: res.status, cache: res.headers.get('x-cache'), type: res.headers.get('content-type'), text: await res.text() };
};

// A page size no other test asks for, so this file's answers start uncached.
const uniquePageSize = () => randomInt(2, 100);

let user: TestUser;
beforeAll(async () => {
  user = await registerUser();
});

describe('content cache', () => {
  it('answers a repeated anonymous content request from the cache with the same bytes', async () => {
    const route = `/api/skills?sort=order_id&pagination[pageSize]=${uniquePageSize()}`;
    const first = await get(route);
    const second = await get(route);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(second).toMatchObject({ status: 200, cache: 'HIT', type: first.type, text: first.text });
    expect(JSON.parse(second.text).data.length).toBeGreaterThan(0);
    // Another query is another answer.
    expect((await get(`${route}&sort=slug`)).cache).toBe('MISS');
  });

  it('leaves requests with a token to Strapi, which still checks the token', async () => {
    const route = `/api/pages?pagination[pageSize]=${uniquePageSize()}`;
    await get(route);
    expect((await get(route)).cache).toBe('HIT');
    const signedIn = await get(route, { authorization: `Bearer ${user.jwt}` });
    expect(signedIn).toMatchObject({ status: 200, cache: null });
    expect(JSON.parse(signedIn.text)).toEqual(JSON.parse((await get(route)).text));
    expect((await get(route, { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('never caches per-user or non-content routes, nor errors', async () => {
    for (const route of ['/api/captcha', '/api/stripe/config']) {
      await get(route);
      expect((await get(route)).cache, route).toBeNull();
    }
    for (const route of ['/api/users/me', '/api/account']) {
      await get(route, { authorization: `Bearer ${user.jwt}` });
      expect((await get(route, { authorization: `Bearer ${user.jwt}` })).cache, route).toBeNull();
      expect((await get(route)).status, route).toBe(403);
    }
    for (const [route, status] of [
      ['/api/skills?filters[nope]=1', 400],
      ['/api/skills/no-such-document', 404],
    ] as const) {
      expect((await get(route)).status).toBe(status);
      const again = await get(route);
      expect(again.status).toBe(status);
      expect(again.cache).not.toBe('HIT');
    }
  });

  it("shows an editor's change in the admin at once", async () => {
    const login = await call('POST', '/admin/login', { body: TEST_ADMIN });
    expect(login.status, login.text.slice(0, 300)).toBe(200);
    const adminToken = login.body.data.token as string;
    const route = `/api/pages?filters[slug][$eq]=about&pagination[pageSize]=${uniquePageSize()}`;
    const [page] = JSON.parse((await get(route)).text).data;
    expect((await get(route)).cache).toBe('HIT');

    const edit = (title: string) => call('PUT', `/content-manager/collection-types/api::page.page/${page.documentId}`, { token: adminToken, body: { title } });
    try {
      expect((await edit(`${page.title} (edited)`)).status).toBe(200);
      const after = await get(route);
      expect(after.cache).toBe('MISS');
      expect(JSON.parse(after.text).data[0].title).toBe(`${page.title} (edited)`);
    } finally {
      expect((await edit(page.title)).status).toBe(200);
    }
    expect(JSON.parse((await get(route)).text).data[0].title).toBe(page.title);
  });
});
