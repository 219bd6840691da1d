import { forgotPasswordGuard, resetPasswordGuard } from '../../../modules/auth';

/** Account emails. Their guards (schema, rate limits) run on the matched route, whatever the path's spelling. */
export default {
  routes: [
    { method: 'POST', path: '/email/forget-password', handler: 'email.forgetPassword', config: { auth: false, middlewares: [forgotPasswordGuard] } },
    { method: 'POST', path: '/email/reset-password', handler: 'email.resetPassword', config: { auth: false, middlewares: [resetPasswordGuard] } },
  ],
};
