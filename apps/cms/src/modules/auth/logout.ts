import { pluginContentApiRoute } from '../strapi-adapter';
import { revokeToken, type TokenClaims } from './sessions';
import { bearerOf } from './token-revocation';
import { fail } from '../http';

type Ctx = { request: { header: Record<string, string | string[] | undefined> }; status: number; body?: unknown };

/**
 * POST /api/auth/logout (decision 015): the token it is sent with stops working, on every instance.
 * No sign-in is needed to call it: a token that no longer verifies (expired, ended already, signed by
 * an old secret) has nothing left to end, so the answer is 204 as for a live one — the web app can send
 * a sign-out made offline whenever the connection returns, and a retry is harmless. Only a request
 * without a bearer token is refused (400): it names nothing to end.
 */
export const logout = async (ctx: Ctx) => {
  const token = bearerOf(ctx);
  if (!token) throw fail('sign_in_token_required');
  let claims: TokenClaims | undefined;
  try {
    claims = (await strapi.plugin('users-permissions').service('jwt').verify(token)) as TokenClaims;
  } catch {
    claims = undefined;
  }
  if (claims && typeof claims === 'object' && claims.id !== undefined) await revokeToken(strapi, claims, token);
  ctx.status = 204;
  ctx.body = null;
};

/**
 * users-permissions has its own POST /auth/logout, for its refresh-token sessions only (404 in the
 * legacy mode used here, and behind a permission no role has): with plain JWTs, ours answers it.
 */
export const withLogout = (createAuthController) => (deps) => {
  const controller = createAuthController(deps);
  const own = controller.logout;
  controller.logout = function (ctx) {
    if (strapi.config.get<string>('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh') return own.call(this, ctx);
    return logout(ctx);
  };
  return controller;
};

/** The route is open (no permission to grant): the token to end is checked by `logout` itself. */
export const openLogoutRoute = (plugin) => {
  const route = pluginContentApiRoute(plugin, 'POST', '/auth/logout');
  route.config = { ...route.config, auth: false };
};
