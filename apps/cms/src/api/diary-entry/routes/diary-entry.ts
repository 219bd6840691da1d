/** The signed-in person's own diary card: no generic routes, no ids; the owner comes from the token. */
export default {
  routes: [
    { method: 'GET', path: '/account/diary', handler: 'diary-entry.listOwn' },
    { method: 'PUT', path: '/account/diary/:date', handler: 'diary-entry.saveOwn' },
  ],
};
