import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisClients, testKeyPrefix } from '../../../test/redis';
import { cacheKeyFor, createMemoryCacheStore, createRedisCacheStore, type ContentCacheStore } from './content-cache';

const answer = (body: string) => ({ type: 'application/json; charset=utf-8', body });
const request = (path: string, extra: Partial<Parameters<typeof cacheKeyFor>[0]> = {}) => ({ method: 'GET', path, querystring: '', headers: {}, ...extra });

describe('which requests are cached', () => {
  it('keys anonymous GETs of public content by path and the parameters that choose rows, as sent', () => {
    const q = 'filters[slug][$in][0]=stop&sort=order_id:desc&pagination[pageSize]=5&status=published&locale=en';
    expect(cacheKeyFor(request('/api/skills', { querystring: q }))).toBe(`/api/skills?${q}`);
    // Order is meaning for repeated names (sort=a&sort=b): the key keeps it.
    expect(cacheKeyFor(request('/api/skills', { querystring: 'sort=b&sort=a' }))).not.toBe(
      cacheKeyFor(request('/api/skills', { querystring: 'sort=a&sort=b' })),
    );
    expect(cacheKeyFor(request('/api/pages'))).toBe('/api/pages');
    expect(cacheKeyFor(request('/api/app-information'))).toBe('/api/app-information');
    expect(cacheKeyFor(request('/api/skills/abc123'))).toBe('/api/skills/abc123');
  });

  it('keys a spec form of populate/fields as the same request without it: the route view answers both', () => {
    expect(cacheKeyFor(request('/api/app-information', { querystring: 'populate=*' }))).toBe('/api/app-information');
    expect(cacheKeyFor(request('/api/skills', { querystring: 'sort=order_id&populate=*' }))).toBe('/api/skills?sort=order_id');
    expect(cacheKeyFor(request('/api/skills', { querystring: 'filters[slug][$eq]=stop&populate%5B0%5D=skill_step.image&populate%5B1%5D=Skill_Image' }))).toBe(
      '/api/skills?filters[slug][$eq]=stop',
    );
    expect(cacheKeyFor(request('/api/rca', { querystring: 'fields[0]=title&fields[1]=description&populate[0]=rca_steps.step_image' }))).toBe('/api/rca');
    expect(cacheKeyFor(request('/api/emotions', { querystring: 'populate=triggers' }))).toBe('/api/emotions');
    // The router ignores the collection's letter case and one trailing slash (spec: GET /Pages/?…).
    expect(cacheKeyFor(request('/api/Pages/', { querystring: 'filters[slug][$eq]=faq&populate=*' }))).toBe('/api/pages?filters[slug][$eq]=faq');
  });

  it('never caches what Strapi refuses or what a content route does not take', () => {
    for (const [path, querystring] of [
      ['/api/skills', 'populate=skill_types'],
      ['/api/skills', 'fields[0]=Title'],
      ['/api/skills', 'populate=triggers'],
      ['/api/emotions', 'populate=*'],
      ['/api/skills', 'sort=order_id&populate[0]=Skill_Image&populate[1]=skill_step.image'],
      ['/api/skills', '_q=stop'],
      ['/api/skills', 'foo=bar'],
      ['/api/skills', 'filters[slug][$eq]=%E0%A4%A'],
    ]) {
      expect(cacheKeyFor(request(path, { querystring })), `${path}?${querystring}`).toBeUndefined();
    }
  });

  it('sends everything else to Strapi: other methods, tokens, per-user and non-content routes', () => {
    expect(cacheKeyFor(request('/api/skills', { method: 'POST' }))).toBeUndefined();
    expect(cacheKeyFor(request('/api/skills', { method: 'HEAD' }))).toBeUndefined();
    expect(cacheKeyFor(request('/api/skills', { headers: { authorization: 'Bearer x' } }))).toBeUndefined();
    for (const path of [
      '/api/account',
      '/api/account/skills/stop',
      '/api/users/me',
      '/api/captcha',
      '/api/subscriptions',
      '/api/orders/1',
      '/api/stripe/config',
      '/api/skillsx',
      '/api/skills/a/b',
      '/admin',
      '/',
    ]) {
      expect(cacheKeyFor(request(path)), path).toBeUndefined();
    }
  });
});

/** What both stores promise; each test gets a fresh store. */
const storeContract = (make: () => ContentCacheStore) => {
  it('returns what was stored under the current generation', async () => {
    const store = make();
    const { generation, hit } = await store.get('/api/skills');
    expect(hit).toBeUndefined();
    await store.set('/api/skills', answer('[1]'), generation);
    expect((await store.get('/api/skills')).hit).toEqual(answer('[1]'));
    expect((await store.get('/api/pages')).hit).toBeUndefined();
  });

  it('clear empties it and moves the generation on, so an answer read before a write is not stored after it', async () => {
    const store = make();
    const before = (await store.get('/api/skills')).generation;
    await store.set('/api/pages', answer('"old"'), before);
    await store.clear();
    expect((await store.get('/api/pages')).hit).toBeUndefined();
    await store.set('/api/skills', answer('"stale"'), before);
    const after = await store.get('/api/skills');
    expect(after.hit).toBeUndefined();
    expect(after.generation).not.toBe(before);
  });
};

describe('memory store', () => {
  storeContract(() => createMemoryCacheStore());

  it('forgets answers older than the TTL', async () => {
    let now = 0;
    const store = createMemoryCacheStore({ ttlMs: 1000, now: () => now });
    await store.set('a', answer('1'), 0);
    now = 999;
    expect((await store.get('a')).hit).toBeDefined();
    now = 1000;
    expect((await store.get('a')).hit).toBeUndefined();
  });

  it('drops the least recently used answer beyond its entry and byte bounds', async () => {
    const store = createMemoryCacheStore({ maxEntries: 2 });
    await store.set('a', answer('1'), 0);
    await store.set('b', answer('2'), 0);
    await store.get('a');
    await store.set('c', answer('3'), 0);
    expect((await store.get('a')).hit).toBeDefined();
    expect((await store.get('b')).hit).toBeUndefined();
    expect((await store.get('c')).hit).toBeDefined();

    const small = createMemoryCacheStore({ maxBytes: 100 });
    await small.set('big', answer('x'.repeat(200)), 0);
    expect((await small.get('big')).hit).toBeUndefined();
    await small.set('k1', answer('x'.repeat(60)), 0);
    await small.set('k2', answer('x'.repeat(30)), 0);
    await small.set('k3', answer('x'.repeat(30)), 0);
    expect((await small.get('k1')).hit).toBeUndefined();
    expect((await small.get('k3')).hit).toBeDefined();
  });
});

describeWithRedis('Redis store', () => {
  const client = redisClients();
  storeContract(() => createRedisCacheStore(client(), { prefix: testKeyPrefix() }));

  it('is shared by two instances: one stores, the other answers; a write on either clears both', async () => {
    const shared = testKeyPrefix();
    const a = createRedisCacheStore(client(), { prefix: shared });
    const b = createRedisCacheStore(client(), { prefix: shared });
    await a.set('/api/skills', answer('[1]'), (await a.get('/api/skills')).generation);
    expect((await b.get('/api/skills')).hit).toEqual(answer('[1]'));
    await b.clear();
    expect((await a.get('/api/skills')).hit).toBeUndefined();
  });

  it('stops storing beyond its entry bound, and expires with its TTL', async () => {
    const store = createRedisCacheStore(client(), { prefix: testKeyPrefix(), maxEntries: 2, ttlMs: 300 });
    for (const key of ['a', 'b', 'c']) await store.set(key, answer(key), 0);
    expect((await store.get('c')).hit).toBeUndefined();
    expect((await store.get('a')).hit).toBeDefined();
    await new Promise((r) => setTimeout(r, 350));
    expect((await store.get('a')).hit).toBeUndefined();
  });
});
