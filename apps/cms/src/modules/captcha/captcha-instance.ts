import { createCaptchaStore, createRedisCaptchaStore, type CaptchaStore } from './captcha';
import { redisKeyPrefix, sharedRedis, warnLog, withFallback } from '../shared';
import { settings } from '../../config/env';
import { fail } from '../http';

/** In-process by default; in Redis, shared by every instance, when REDIS_URL is set. */
const redis = sharedRedis();
// While Redis is away, challenges are issued and checked in this instance's memory (one that was issued
// in Redis just before cannot be checked then: the person gets a new picture and tries again).
export const captchaStore = redis
  ? withFallback(createRedisCaptchaStore(redis, `${redisKeyPrefix()}:captcha:`), createCaptchaStore(), { name: 'captcha', log: warnLog })
  : createCaptchaStore();

/** On unless CAPTCHA_ENABLED=false (operators' switch; the web app learns it from GET /api/captcha). */
export const captchaEnabled = () => settings().CAPTCHA_ENABLED;

export type LoginCaptchaFields = { captchaId?: string | undefined; captcha?: string | undefined; proof?: string | undefined };

/**
 * The login route's captcha check: returns when the captcha is off or answered with either the typed
 * code or a proof-of-work nonce (exactly one); otherwise throws a 400. The named challenge is consumed
 * whatever the answer, so each one allows a single try. Returns the proof-of-work's difficulty when
 * one was proved (0 for a typed code, or with the captcha off): sign-in may ask for more (decision 013).
 */
export async function checkLoginCaptcha(body: LoginCaptchaFields, store: CaptchaStore = captchaStore, enabled = captchaEnabled()): Promise<number> {
  if (!enabled) return 0;
  const { captchaId, captcha, proof } = body;
  const answer = captcha !== undefined && proof === undefined ? { code: captcha } : proof !== undefined && captcha === undefined ? { proof } : null;
  const passed = captchaId ? await store.verify(captchaId, answer) : false;
  if (!captchaId || (captcha === undefined && proof === undefined)) throw fail('captcha_required');
  if (!passed) throw fail('captcha_mismatch');
  return passed.work;
}

/**
 * The difficulty of a proof-of-work answered outside the captcha check (sign-in's longer check while
 * the captcha is off); 0 when there is none or it does not hold. The challenge is consumed either way.
 */
export async function provedWork({ captchaId, proof }: LoginCaptchaFields, store: CaptchaStore = captchaStore): Promise<number> {
  if (!captchaId || !proof) return 0;
  return (await store.verify(captchaId, { proof }))?.work ?? 0;
}
