import { captchaStore, renderCaptchaSvg } from '../../../utils/captcha';

export default {
  async issue(ctx) {
    const { id, code, expiresAt } = captchaStore.issue();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id, svg: renderCaptchaSvg(code), expiresAt };
  },
};
