const USER = 'plugin::users-permissions.user';

type Controller = Record<string, (ctx) => Promise<unknown>>;

/**
 * GET /api/users/me with no query: authentication has just read this very row (with its role), so it is
 * answered from ctx.state.user instead of reading it again (issue 11.10). The answer is the one
 * users-permissions' `me` gives — the row without relations, through the same output sanitizer; any
 * query (fields, populate …) still goes to the plugin's own `me`.
 */
export const withOwnRowForMe = (controller: Controller | ((deps) => Controller)) => {
  const wrap = (c: Controller): Controller => {
    const me = c.me;
    return {
      ...c,
      async me(ctx) {
        if (!ctx.state.user || Object.keys(ctx.query ?? {}).length > 0) return me.call(this, ctx);
        const { role: _role, ...row } = ctx.state.user;
        ctx.body = await strapi.contentAPI.sanitize.output(row, strapi.getModel(USER), { auth: ctx.state.auth });
      },
    };
  };
  return typeof controller === 'function' ? (deps) => wrap(controller(deps)) : wrap(controller);
};
