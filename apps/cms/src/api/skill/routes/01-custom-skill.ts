/** A skill with its premium parts, for a signed-in user allowed to see them (premium skills need premium). */
export default {
  routes: [{ method: 'GET', path: '/account/skills/:slug', handler: 'skill.findForAccount' }],
};
