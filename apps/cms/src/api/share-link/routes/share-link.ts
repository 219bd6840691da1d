/**
 * Therapist share links (decision 026): the owner's routes act on ctx.state.user only; the one public route
 * needs no account (`auth: false`, as the captcha and password-reset routes) — its token is the key.
 */
export default {
  routes: [
    { method: 'GET', path: '/account/share-links', handler: 'share-link.listOwn' },
    { method: 'POST', path: '/account/share-links', handler: 'share-link.createOwn' },
    { method: 'POST', path: '/account/share-links/:id/revoke', handler: 'share-link.revokeOwn' },
    { method: 'GET', path: '/shared/:token', handler: 'share-link.open', config: { auth: false } },
  ],
};
