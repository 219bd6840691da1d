/**
 * The signed-in person's own distress ratings and what they show. No generic routes exist for this
 * type: the owner always comes from the token, and a session is written by its client-generated id.
 */
export default {
  routes: [
    { method: 'PUT', path: '/account/distress-ratings/:id', handler: 'distress-rating.putOwn' },
    { method: 'GET', path: '/account/what-helps', handler: 'distress-rating.whatHelps' },
  ],
};
