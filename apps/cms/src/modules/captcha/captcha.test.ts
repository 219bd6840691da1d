import { createHash } from 'crypto';
import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisClients, testKeyPrefix } from '../../../test/redis';
import { createCaptchaStore, createRedisCaptchaStore, OPEN_CHALLENGES_PER_ADDRESS, randomCode, type CaptchaStore, type IssuedChallenge } from './captcha';
import { checkLoginCaptcha } from './captcha-instance';
import { CodedError } from '../http';
import { leadingZeroBits } from './proof-of-work';

const POW = { salt: '5a17', difficulty: 8 };
/** The first nonce whose hash has enough leading zero bits for the challenge (`enough`), or too few (`!enough`). */
const firstNonce = ({ salt, difficulty }: typeof POW, enough: boolean) => {
  for (let n = 0; ; n++)
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(salt + n)
          .digest(),
      ) >=
        difficulty ===
      enough
    )
      return String(n);
};
const solve = (pow: typeof POW) => firstNonce(pow, true);
const weakNonce = (pow: typeof POW) => firstNonce(pow, false);

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
    expect(await store.verify(id, { code: 'Ab3dEf' })).toEqual({ work: 0 });
    expect(await store.verify(id, { code: 'Ab3dEf' })).toBeNull();
  });

  it('consumes the challenge on a wrong answer too, and is case-sensitive', async () => {
    const store = make();
    const { id } = await store.issue('Ab3dEf', POW);
    expect(await store.verify(id, { code: 'ab3def' })).toBeNull();
    expect(await store.verify(id, { code: 'Ab3dEf' })).toBeNull();
    expect(await store.verify('no-such-id', { code: 'Ab3dEf' })).toBeNull();
  });

  it('accepts a proof-of-work once, instead of the code', async () => {
    const store = make();
    const { id, pow } = await store.issue('Ab3dEf', POW);
    expect(pow).toEqual(POW);
    expect(await store.verify(id, { proof: solve(POW) })).toEqual({ work: 8 });
    expect(await store.verify(id, { proof: solve(POW) })).toBeNull();
  });

  it('refuses a proof without enough zero bits and then the good one, and a missing answer consumes too', async () => {
    const store = make();
    const weak = await store.issue('Ab3dEf', POW);
    expect(await store.verify(weak.id, { proof: weakNonce(POW) })).toBeNull();
    expect(await store.verify(weak.id, { proof: solve(POW) })).toBeNull();
    const none = await store.issue('Ab3dEf', POW);
    expect(await store.verify(none.id, null)).toBeNull();
    expect(await store.verify(none.id, { code: 'Ab3dEf' })).toBeNull();
  });

  it('binds a proof to its own challenge', async () => {
    const store = make();
    const other = { salt: 'other-salt', difficulty: 8 };
    const zeros = (salt: string, n: number) =>
      leadingZeroBits(
        createHash('sha256')
          .update(salt + n)
          .digest(),
      );
    let n = 0;
    while (zeros(POW.salt, n) < 8 || zeros(other.salt, n) >= 8) n++;
    const { id } = await store.issue('Ab3dEf', other);
    expect(await store.verify(id, { proof: String(n) })).toBeNull();
  });
};

describe('memory store', () => {
  storeContract(() => createCaptchaStore());

  it('expires a challenge after five minutes', async () => {
    let now = 0;
    const store = createCaptchaStore(() => now);
    const { id } = await store.issue('Ab3dEf', POW);
    now = 5 * 60 * 1000;
    expect(await store.verify(id, { proof: solve(POW) })).toBeNull();
  });

  it("keeps a flooding address to its share: its own oldest challenge goes, never another's", async () => {
    const store = createCaptchaStore();
    const person = await store.issue('Ab3dEf', POW, '192.0.2.1');
    const flood: IssuedChallenge[] = [];
    for (let i = 0; i < OPEN_CHALLENGES_PER_ADDRESS + 5; i++) flood.push(await store.issue('Zz9yXw', POW, '203.0.113.9'));
    expect(store.size()).toBe(OPEN_CHALLENGES_PER_ADDRESS + 1);
    expect(await store.verify(flood[0].id, { code: 'Zz9yXw' })).toBeNull();
    expect(await store.verify(flood.at(-1)!.id, { code: 'Zz9yXw' })).toEqual({ work: 0 });
    expect(await store.verify(person.id, { code: 'Ab3dEf' })).toEqual({ work: 0 });
  });

  it('when full, takes from the address holding the most, so a flood from many addresses spares a person', async () => {
    const store = createCaptchaStore();
    const person = await store.issue('Ab3dEf', POW, '192.0.2.1');
    // 10,000 is the store's bound: 100 flooding addresses fill it, then keep issuing.
    for (let a = 0; a < 100; a++) for (let i = 0; i < OPEN_CHALLENGES_PER_ADDRESS; i++) await store.issue('Zz9yXw', POW, `203.0.113.${a}`);
    expect(store.size()).toBe(10_000);
    expect(await store.verify(person.id, { code: 'Ab3dEf' })).toEqual({ work: 0 });
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
    expect(await b.verify(first.id, { code: 'Ab3dEf' })).toEqual({ work: 0 });
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
    const error = await checkLoginCaptcha(body, store).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({ status: 400, name: 'ValidationError', code: expect.stringMatching(/^captcha_(required|mismatch)$/) });
    return (error as Error).message;
  };

  it('passes the typed code or a proof, and refuses both at once, neither, or no challenge id', async () => {
    const store = createCaptchaStore();
    const typed = await store.issue('Ab3dEf', POW);
    await expect(checkLoginCaptcha({ captchaId: typed.id, captcha: 'Ab3dEf' }, store)).resolves.toBe(0);
    const proved = await store.issue('Ab3dEf', POW);
    await expect(checkLoginCaptcha({ captchaId: proved.id, proof: solve(POW) }, store)).resolves.toBe(8);

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
    await expect(checkLoginCaptcha({}, createCaptchaStore(), false)).resolves.toBe(0);
  });
});
