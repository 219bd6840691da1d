import { renderCaptchaSvg } from '../../../modules/captcha/captcha-picture';
import { captchaEnabled, captchaStore } from '../../../modules/captcha/captcha-instance';
import { rateLimiter } from '../../../modules/shared/rate-limiter-instance';
import { tooMany } from '../../../auth/limits';
import { settings } from '../../../config/env';

const WINDOW_MS = 15 * 60 * 1000;

export default {
  /** A fresh challenge (the code as outlines, plus a proof-of-work), or `{ enabled: false }` when the captcha is off. */
  async issue(ctx) {
    ctx.set('Cache-Control', 'no-store');
    if (!captchaEnabled()) {
      ctx.body = { enabled: false };
      return;
    }
    // One address may not flood the open challenges (each costs memory and a drawing): CAPTCHA_ADDRESS_MAX per 15 minutes.
    if (!(await rateLimiter.allow([`captcha:ip:${ctx.request.ip}`], { max: settings().captchaAddressMax, windowMs: WINDOW_MS }))) throw tooMany();
    const { id, code, pow, expiresAt } = await captchaStore.issue(undefined, undefined, ctx.request.ip);
    ctx.body = { enabled: true, id, svg: renderCaptchaSvg(code), expiresAt, pow };
  },
};
