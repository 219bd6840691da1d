import { createHash } from 'crypto';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisClients, testKeyPrefix } from '../../test/redis';
import { createCaptchaStore, createRedisCaptchaStore, randomCode, type CaptchaStore } from './captcha';
import { checkLoginCaptcha } from './captcha-instance';
import { leadingZeroBits } from './proof-of-work';

const POW = { salt: '5a17', difficulty: 8 };
const solve = ({ salt, difficulty }: typeof POW) => {
  for (let n = 0; ; n++) if (leadingZeroBits(createHash('sha256').update(salt + n).digest()) >= difficulty) return String(n);
};
const weakNonce = ({ salt, difficulty }: typeof POW) => {
  for (let n = 0; ; n++) if (leadingZeroBits(createHash('sha256').update(salt + n).digest()) < difficulty) return String(n);
};

describe('the code', () => {
  it('is six case-sensitive characters without look-alikes', () => {
    expect(randomCode()).toMatch(/^[A-HJ-NP-Zabd-kmnpqrty2-9]{6}$/);
  });
});

/** What both stores promise. */
const storeContract = (make: () => CaptchaStore) => {
  it('accepts the exact code once; a second try with the same challenge fails', async () => {
    const store = make();
    const { id, code } = await store.issue('Ab3dEf', POW);
    expect(code).toBe('Ab3dEf');
    expect(await store.verify(id, { code: 'Ab3dEf' })).toBe(true);
    expect(await store.verify(id, { code: 'Ab3dEf' })).toBe(false);
  });

  it('consumes the challenge on a wrong answer too, and is case-sensitive', async () => {
    const store = make();
    const { id } = await store.issue('Ab3dEf', POW);
    expect(await store.verify(id, { code: 'ab3def' })).toBe(false);
    expect(await store.verify(id, { code: 'Ab3dEf' })).toBe(false);
    expect(await store.verify('no-such-id', { code: 'Ab3dEf' })).toBe(false);
  });

  it('accepts a proof-of-work once, instead of the code', async () => {
    const store = make();
    const { id, pow } = await store.issue('Ab3dEf', POW);
    expect(pow).toEqual(POW);
    expect(await store.verify(id, { proof: solve(POW) })).toBe(true);
    expect(await store.verify(id, { proof: solve(POW) })).toBe(false);
  });

  it('refuses a proof without enough zero bits and then the good one, and a missing answer consumes too', async () => {
    const store = make();
    const weak = await store.issue('Ab3dEf', POW);
    expect(await store.verify(weak.id, { proof: weakNonce(POW) })).toBe(false);
    expect(await store.verify(weak.id, { proof: solve(POW) })).toBe(false);
    const none = await store.issue('Ab3dEf', POW);
    expect(await store.verify(none.id, null)).toBe(false);
    expect(await store.verify(none.id, { code: 'Ab3dEf' })).toBe(false);
  });

  it('binds a proof to its own challenge', async () => {
    const store = make();
    const other = { salt: 'other-salt', difficulty: 8 };
    const zeros = (salt: string, n: number) => leadingZeroBits(createHash('sha256').update(salt + n).digest());
    let n = 0;
    while (zeros(POW.salt, n) < 8 || zeros(other.salt, n) >= 8) n++;
    const { id } = await store.issue('Ab3dEf', other);
    expect(await store.verify(id, { proof: String(n) })).toBe(false);
  });
};

describe('memory store', () => {
  storeContract(() => createCaptchaStore());

  it('expires a challenge after five minutes', async () => {
    let now = 0;
    const store = createCaptchaStore(() => now);
    const { id } = await store.issue('Ab3dEf', POW);
    now = 5 * 60 * 1000;
    expect(await store.verify(id, { proof: solve(POW) })).toBe(false);
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
    const first = await a.issue('Ab3dEf', POW);
    expect(await b.verify(first.id, { code: 'Ab3dEf' })).toBe(true);
    const second = await a.issue('Ab3dEf', POW);
    const results = await Promise.all([a.verify(second.id, { proof: solve(POW) }), b.verify(second.id, { proof: solve(POW) })]);
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

describe('the login captcha check', () => {
  const refused = async (body: Parameters<typeof checkLoginCaptcha>[0], store: CaptchaStore) => {
    const error = await checkLoginCaptcha(body, store).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ValidationError);
    return (error as Error).message;
  };

  it('passes the typed code or a proof, and refuses both at once, neither, or no challenge id', async () => {
    const store = createCaptchaStore();
    const typed = await store.issue('Ab3dEf', POW);
    await expect(checkLoginCaptcha({ captchaId: typed.id, captcha: 'Ab3dEf' }, store)).resolves.toBeUndefined();
    const proved = await store.issue('Ab3dEf', POW);
    await expect(checkLoginCaptcha({ captchaId: proved.id, proof: solve(POW) }, store)).resolves.toBeUndefined();

    const both = await store.issue('Ab3dEf', POW);
    expect(await refused({ captchaId: both.id, captcha: 'Ab3dEf', proof: solve(POW) }, store)).toBe('Captcha Does Not Match');
    // The ambiguous try used the challenge up.
    expect(await refused({ captchaId: both.id, captcha: 'Ab3dEf' }, store)).toBe('Captcha Does Not Match');
    const neither = await store.issue('Ab3dEf', POW);
    expect(await refused({ captchaId: neither.id }, store)).toBe('Captcha is required');
    expect(await refused({ captchaId: neither.id, captcha: 'Ab3dEf' }, store)).toBe('Captcha Does Not Match');
    expect(await refused({ captcha: 'Ab3dEf' }, store)).toBe('Captcha is required');
  });

  it('asks for nothing when CAPTCHA_ENABLED=false', async () => {
    await expect(checkLoginCaptcha({}, createCaptchaStore(), false)).resolves.toBeUndefined();
  });
});
