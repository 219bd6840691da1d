import { renderCaptchaSvg } from '../../../utils/captcha-picture';
import { captchaEnabled, captchaStore } from '../../../utils/captcha-instance';

export default {
  /** A fresh challenge (the code as outlines, plus a proof-of-work), or `{ enabled: false }` when the captcha is off. */
  async issue(ctx) {
    ctx.set('Cache-Control', 'no-store');
    if (!captchaEnabled()) {
      ctx.body = { enabled: false };
      return;
    }
    const { id, code, pow, expiresAt } = await captchaStore.issue();
    ctx.body = { enabled: true, id, svg: renderCaptchaSvg(code), expiresAt, pow };
  },
};
