import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE, forgotPasswordBodySchema, resetPasswordBodySchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::email.email');

export default {
  async forgetPassword(ctx) {
    const { email } = parseOr400(forgotPasswordBodySchema, ctx.request.body);
    // The same answer at once whether or not the address is known; the work happens after the response.
    service()
      .sendResetLink(email)
      .catch((error) => strapi.log.error(`[email] reset link not sent: ${error.message}`));
    ctx.body = { ok: true, message: FORGOT_PASSWORD_MESSAGE };
  },
  async resetPassword(ctx) {
    const { token, password } = parseOr400(resetPasswordBodySchema, ctx.request.body);
    await service().resetPassword(token, password);
    ctx.body = { ok: true, message: RESET_PASSWORD_MESSAGE };
  },
};
