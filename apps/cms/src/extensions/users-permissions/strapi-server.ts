import {
  loginGuard,
  registerGuard,
  localLogin,
  withExactRevocation,
  replacedStrategies,
  speedUpContentApiAuth,
  forgetPermissionsOnWrites,
  withOwnRowForMe,
  openLogoutRoute,
  withLogout,
} from '../../modules/auth';
import { pluginContentApiRoute } from '../../modules/strapi-adapter';
import { fail } from '../../modules/http';

/** Puts a guard on one of the plugin's content-API routes, so it runs whatever spelling the router matched. */
const guardRoute = (plugin, method: string, path: string, guard: (ctx, next) => Promise<unknown>) => {
  const route = pluginContentApiRoute(plugin, method, path);
  route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), guard] };
};

/** Local sign-in is ours (modules/auth/local-login); other providers stay users-permissions' own. */
const withLocalLogin = (createAuthController) => (deps) => {
  const controller = createAuthController(deps);
  const callback = controller.callback;
  controller.callback = async function (ctx) {
    if ((ctx.params?.provider ?? 'local') !== 'local') return callback.call(this, ctx);
    // Only POST /api/auth/local passes the login guard; GET /api/auth/local/callback must not sign in.
    if (!ctx.state.loginGuarded) throw fail('use_sign_in_route');
    return localLogin(ctx);
  };
  return controller;
};

/** Caches of roles and settings are emptied by writes from the start; a missed swap is said out loud. */
const withAuthCaches = (bootstrap) =>
  async function (this: unknown, args) {
    forgetPermissionsOnWrites(args.strapi);
    const seen = replacedStrategies();
    if (seen.length !== 2)
      args.strapi.log.warn(
        `content-API auth: expected to replace 2 strategies, replaced [${seen.join(', ')}]; the others run as shipped (slower, same checks)`,
      );
    return bootstrap?.call(this, args);
  };

export default (plugin) => {
  // Before the plugins register their auth strategies (decision 012; modules/auth/content-api-auth).
  speedUpContentApiAuth(strapi.get('auth'));
  plugin.bootstrap = withAuthCaches(plugin.bootstrap);
  plugin.services.jwt = withExactRevocation(plugin.services.jwt);
  plugin.controllers.auth = withLogout(withLocalLogin(plugin.controllers.auth));
  plugin.controllers.user = withOwnRowForMe(plugin.controllers.user);
  guardRoute(plugin, 'POST', '/auth/local', loginGuard);
  guardRoute(plugin, 'POST', '/auth/local/register', registerGuard);
  openLogoutRoute(plugin);
  return plugin;
};
