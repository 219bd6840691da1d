import type { Core } from '@strapi/strapi';
import { dropExpiredSetupTokens, isValidSetupToken, issueSetupToken, retireSetupTokens } from './setup-token';
import { settings } from '../../config/env';
import { fail } from '../http';

/** Where the link printed at start leads; it hands the token to the browser as this cookie. */
export const SETUP_PATH = '/admin/setup';
export const SETUP_COOKIE = 'steady_admin_setup';
/** Scripts may send the token in this header instead of the cookie. */
export const SETUP_HEADER = 'x-admin-setup-token';
/** Strapi's own first-admin screen, shown while no admin exists. */
export const REGISTER_ADMIN_SCREEN = '/admin/auth/register-admin';

export const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, path: '/admin', secure, signed: false, overwrite: true });

export const presentedSetupToken = (ctx): string | undefined => ctx.get(SETUP_HEADER) || ctx.cookies.get(SETUP_COOKIE, { signed: false }) || undefined;

/** Route middleware of `POST /admin/register-admin`: no valid token, no admin. A success retires every token. */
const requireSetupToken = (strapi: Core.Strapi) => async (ctx, next) => {
  if (!(await isValidSetupToken(strapi, presentedSetupToken(ctx)))) throw fail('admin_setup_refused');
  await next();
  if (ctx.status >= 200 && ctx.status < 300) {
    await retireSetupTokens(strapi);
    ctx.cookies.set(SETUP_COOKIE, null, cookieOptions(ctx.request.secure));
  }
};

type AdminRoute = { handler?: unknown; config?: { middlewares?: unknown[] } & Record<string, unknown> };

/**
 * Puts the token check on Strapi's register-admin route itself (at register, before routes are built), so
 * it holds for every spelling of the path the router accepts — case, trailing slash or anything else.
 * Fails the start if the route cannot be found, rather than leave it open.
 */
export const guardFirstAdminRegistration = (strapi: Core.Strapi) => {
  const routers = Object.values((strapi.admin?.routes ?? {}) as Record<string, { routes?: AdminRoute[] }>);
  const routes = routers.flatMap((router) => router.routes ?? []);
  const registerAdmin = routes.filter((route) => typeof route.handler === 'string' && /(^|::)authentication\.registerAdmin$/.test(route.handler));
  if (registerAdmin.length === 0) throw new Error("[admin] Strapi's register-admin route was not found, so the first-admin registration cannot be guarded.");
  for (const route of registerAdmin) {
    route.config = { ...route.config, middlewares: [requireSetupToken(strapi), ...(route.config?.middlewares ?? [])] };
  }
};

/** At start: while no admin exists, print a fresh setup link to the log; once one exists, retire every token. */
export const offerFirstAdminSetup = async (strapi: Core.Strapi) => {
  if (await strapi.service('admin::user').exists()) return retireSetupTokens(strapi);
  await dropExpiredSetupTokens(strapi);
  const token = await issueSetupToken(strapi);
  strapi.log.warn(
    `[admin] No admin account yet. Open ${settings().publicUrl}${SETUP_PATH}?token=${token} to create the first one (the link works once, for 24 hours).`,
  );
};
