import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisClients, testKeyPrefix } from '../../test/redis';
import { createCaptchaStore, createRedisCaptchaStore, randomCode, renderCaptchaSvg, type CaptchaStore } from './captcha';

describe('the code and its picture', () => {
  it('draws six case-sensitive characters without look-alikes, one glyph each', () => {
    const code = randomCode();
    expect(code).toMatch(/^[A-HJ-NP-Za-km-z2-9]{6}$/);
    const svg = renderCaptchaSvg(code);
    expect([...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join('')).toBe(code);
  });
});

/** What both stores promise. */
const storeContract = (make: () => CaptchaStore) => {
  it('accepts the exact code once; a second try with the same challenge fails', async () => {
    const store = make();
    const { id, code } = await store.issue('Ab3dEf');
    expect(code).toBe('Ab3dEf');
    expect(await store.verify(id, 'Ab3dEf')).toBe(true);
    expect(await store.verify(id, 'Ab3dEf')).toBe(false);
  });

  it('consumes the challenge on a wrong answer too, and is case-sensitive', async () => {
    const store = make();
    const { id } = await store.issue('Ab3dEf');
    expect(await store.verify(id, 'ab3def')).toBe(false);
    expect(await store.verify(id, 'Ab3dEf')).toBe(false);
    expect(await store.verify('no-such-id', 'Ab3dEf')).toBe(false);
  });
};

describe('memory store', () => {
  storeContract(() => createCaptchaStore());

  it('expires a challenge after five minutes', async () => {
    let now = 0;
    const store = createCaptchaStore(() => now);
    const { id } = await store.issue('Ab3dEf');
    now = 5 * 60 * 1000;
    expect(await store.verify(id, 'Ab3dEf')).toBe(false);
  });
});

describeWithRedis('Redis store', () => {
  const client = redisClients();
  const prefix = () => `${testKeyPrefix()}:captcha:`;

  storeContract(() => createRedisCaptchaStore(client(), prefix()));

  it('lets another instance check a challenge, and only one of two tries at once passes', async () => {
    const shared = prefix();
    const a = createRedisCaptchaStore(client(), shared);
    const b = createRedisCaptchaStore(client(), shared);
    const first = await a.issue('Ab3dEf');
    expect(await b.verify(first.id, 'Ab3dEf')).toBe(true);
    const second = await a.issue('Ab3dEf');
    const results = await Promise.all([a.verify(second.id, 'Ab3dEf'), b.verify(second.id, 'Ab3dEf')]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('leaves each challenge in Redis for five minutes at most', async () => {
    const redis = client();
    const key = prefix();
    const { id } = await createRedisCaptchaStore(redis, key).issue();
    const ttl = await redis.pttl(key + id);
    expect(ttl).toBeGreaterThan(4 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000);
  });
});
