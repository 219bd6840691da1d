import { rateLimiter } from '../shared';
import { settings } from '../../config/env';
import type { IssuedChallenge } from './captcha';
import { captchaEnabled, captchaStore } from './captcha-instance';
import { renderCaptchaSvg } from './captcha-picture';

const WINDOW_MS = 15 * 60 * 1000;

export type CaptchaChallenge = { enabled: false } | ({ enabled: true; svg: string } & Omit<IssuedChallenge, 'code'>);

/**
 * A fresh challenge for GET /api/captcha (the code as outlines, plus a proof-of-work), or `{ enabled: false }`
 * when the captcha is off; null when this address asked for too many (the route answers 429).
 */
export const issueChallenge = async (ip: string): Promise<CaptchaChallenge | null> => {
  if (!captchaEnabled()) return { enabled: false };
  // One address may not flood the open challenges (each costs memory and a drawing): CAPTCHA_ADDRESS_MAX per 15 minutes.
  if (!(await rateLimiter.allow([`captcha:ip:${ip}`], { max: settings().captchaAddressMax, windowMs: WINDOW_MS }))) return null;
  const { id, code, pow, expiresAt } = await captchaStore.issue(undefined, undefined, ip);
  return { enabled: true, id, svg: renderCaptchaSvg(code), expiresAt, pow };
};
