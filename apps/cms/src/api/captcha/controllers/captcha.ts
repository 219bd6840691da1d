import { renderCaptchaSvg } from '../../../utils/captcha';
import { captchaStore } from '../../../utils/captcha-instance';

export default {
  async issue(ctx) {
    const { id, code, expiresAt } = await captchaStore.issue();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id, svg: renderCaptchaSvg(code), expiresAt };
  },
};
