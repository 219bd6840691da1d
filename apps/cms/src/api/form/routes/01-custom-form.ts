/** The signed-in user's own stress check-ins and the recommendations drawn from the latest one. */
export default {
  routes: [
    { method: 'POST', path: '/account/stress-check-ins', handler: 'form.createOwn' },
    { method: 'GET', path: '/account/stress-check-ins/latest', handler: 'form.latestOwn' },
    { method: 'GET', path: '/account/recommendations', handler: 'form.recommendations' },
  ],
};
