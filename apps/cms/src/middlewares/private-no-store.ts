import { routePath } from '../modules/http';
/**
 * `Cache-Control: no-store` on every answer about a person: their account (and any export under it),
 * sign-in and password routes, payments and orders — so no browser, proxy or CDN keeps a copy. Decided by
 * the path as the router reads it (any case, trailing slash), so public content keeps its own caching.
 */
const PRIVATE_PREFIXES = [
  '/api/account',
  '/api/users',
  '/api/users-permissions',
  '/api/auth',
  '/api/connect',
  '/api/captcha',
  '/api/email',
  '/api/stripe',
  '/api/subscriptions',
  '/api/orders',
  '/api/charges',
  '/api/payment-methods',
  '/api/forms',
  '/api/rca-analyses',
];

export const isPrivatePath = (path: string) => {
  const p = routePath(path);
  return PRIVATE_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
};

export default () => async (ctx, next) => {
  if (!isPrivatePath(ctx.path)) return next();
  try {
    await next();
  } finally {
    // Set after the route ran (and on errors, which strapi::errors turns into answers), so nothing downstream overrides it.
    ctx.set('Cache-Control', 'no-store');
  }
};
