const USER = 'plugin::users-permissions.user';

/**
 * After a password change or reset, tokens issued before it stop working (DESIGN.md security 6):
 * a token whose issue time precedes the user's passwordChangedAt is treated as no token.
 */
export default (plugin) => {
  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = createJwtService(deps);
    const getToken = service.getToken;
    service.getToken = async function (ctx) {
      const payload = await getToken.call(this, ctx);
      if (!payload?.id) return payload;
      const user = await deps.strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['passwordChangedAt'] });
      const changedAt = user?.passwordChangedAt ? Math.floor(new Date(user.passwordChangedAt).getTime() / 1000) : 0;
      if (typeof payload.iat === 'number' && payload.iat < changedAt) return {};
      return payload;
    };
    return service;
  };
  return plugin;
};
