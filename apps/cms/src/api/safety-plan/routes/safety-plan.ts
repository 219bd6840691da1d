/**
 * The signed-in person's own safety plan. There are no generic routes (no core router): nothing here
 * takes an id, the owner always comes from the token.
 */
export default {
  routes: [
    { method: 'GET', path: '/account/safety-plan', handler: 'safety-plan.getOwn' },
    { method: 'PUT', path: '/account/safety-plan', handler: 'safety-plan.saveOwn' },
    { method: 'GET', path: '/account/safety-plan/picture', handler: 'safety-plan.getOwnPicture' },
    { method: 'PUT', path: '/account/safety-plan/picture', handler: 'safety-plan.savePicture' },
    { method: 'DELETE', path: '/account/safety-plan/picture', handler: 'safety-plan.removePicture' },
  ],
};
