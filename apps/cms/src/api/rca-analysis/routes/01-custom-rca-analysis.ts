/** The signed-in user's own chain analyses; the owner always comes from the token. */
export default {
  routes: [
    { method: 'GET', path: '/account/analyses', handler: 'rca-analysis.listOwn' },
    { method: 'POST', path: '/account/analyses', handler: 'rca-analysis.createOwn' },
    { method: 'DELETE', path: '/account/analyses/:documentId', handler: 'rca-analysis.deleteOwn' },
  ],
};
