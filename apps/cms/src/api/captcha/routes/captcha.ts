export default {
  routes: [{ method: 'GET', path: '/captcha', handler: 'captcha.issue', config: { auth: false } }],
};
