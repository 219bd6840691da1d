/**
 * 'Report a problem with this number': public (no account, no permission to grant: `auth: false`, as the
 * captcha and password-reset routes), limited per address in the handler (api/helpline/report).
 */
export default {
  routes: [{ method: 'POST', path: '/helplines/:documentId/report', handler: 'helpline.report', config: { auth: false } }],
};
