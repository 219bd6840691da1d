import { issueChallenge } from '../../../modules/captcha';
import { tooMany } from '../../../modules/auth';

export default {
  /** A fresh challenge, or `{ enabled: false }` when the captcha is off (modules/captcha). */
  async issue(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const challenge = await issueChallenge(ctx.request.ip);
    if (!challenge) throw tooMany();
    ctx.body = challenge;
  },
};
