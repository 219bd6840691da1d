/** The signed-in user's own record: every route acts on ctx.state.user, never on an id from the request. */
export default {
  routes: [
    { method: 'GET', path: '/account', handler: 'account.find' },
    { method: 'PUT', path: '/account/profile', handler: 'account.updateProfile' },
    { method: 'PUT', path: '/account/billing-address', handler: 'account.updateBillingAddress' },
    // POST, not DELETE: the password travels in the body, which is parsed for POST.
    { method: 'POST', path: '/account/delete', handler: 'account.deleteAccount' },
    { method: 'PUT', path: '/account/favourites/:slug', handler: 'account.addFavourite' },
    { method: 'DELETE', path: '/account/favourites/:slug', handler: 'account.removeFavourite' },
    { method: 'POST', path: '/account/completions/:slug', handler: 'account.addCompletion' },
    { method: 'GET', path: '/account/export', handler: 'account.exportData' },
    { method: 'GET', path: '/account/export/fhir', handler: 'account.exportFhir' },
    { method: 'GET', path: '/account/export/csv', handler: 'account.exportCsv' },
    { method: 'GET', path: '/account/trends', handler: 'account.trends' },
    // 'Sign out everywhere' (decision 015): every sign-in token of the account stops working, this one too.
    { method: 'POST', path: '/account/sign-out-everywhere', handler: 'account.signOutEverywhere' },
  ],
};
