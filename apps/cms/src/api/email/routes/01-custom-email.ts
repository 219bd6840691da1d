/** Account emails. Rate limits for these paths live in the login-guard middleware. */
export default {
  routes: [
    { method: 'POST', path: '/email/forget-password', handler: 'email.forgetPassword', config: { auth: false } },
    { method: 'POST', path: '/email/reset-password', handler: 'email.resetPassword', config: { auth: false } },
  ],
};
