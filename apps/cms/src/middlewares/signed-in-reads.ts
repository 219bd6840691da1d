import type { Core } from '@strapi/strapi';
import type { Middleware, Next, ParameterizedContext } from 'koa';
import { settings } from '../config/env';
import { mountedRouter, routeChain, type RouteChain, type RouterLike } from '../modules/strapi-adapter';

/**
 * GET /api/users/me and GET /api/account, the reads a signed-in person's every screen makes, go to their
 * route from here (decision 012): once the answer's headers are set (security, CORS, no-store), not after
 * the middlewares that have nothing to do for a GET with neither a query nor a body — the content cache
 * (never used with a bearer), the query and body guards, the body parser, the session, the favicon, the
 * admin setup and the web app — and without the router matching the path against every route. What runs
 * is what the router runs (modules/strapi-adapter, routeChain): the same matched layers in the same
 * order, so route info, authentication, authorization, policies, route middlewares and the controller
 * are all Strapi's own. Anything else, these paths with a query, a body or another spelling included,
 * takes the usual way; with FAST_PATH_SIGNED_IN_READS=false, everything does.
 */
export const SIGNED_IN_READS = new Set(['/api/users/me', '/api/account']);
export type { RouterLike };

type Ctx = ParameterizedContext & Record<string, unknown>;

const hasBody = (ctx: Ctx) => ctx.request.length > 0 || (ctx.request.length === undefined && ctx.get('transfer-encoding') !== '');

export const signedInReads = (router: () => RouterLike): Middleware => {
  // Made on first use: routes are mounted after the middlewares are made, and never change after.
  const chains = new Map<string, RouteChain | undefined>();
  return (ctx: Ctx, next: Next) => {
    if (ctx.method !== 'GET' || !SIGNED_IN_READS.has(ctx.path) || ctx.querystring !== '' || hasBody(ctx)) return next();
    if (!chains.has(ctx.path)) chains.set(ctx.path, routeChain(router(), ctx.path, ctx.method));
    const chain = chains.get(ctx.path);
    return chain ? chain.run(ctx, router()) : next();
  };
};

const usualWay: Middleware = (_ctx, next) => next();

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  settings().FAST_PATH_SIGNED_IN_READS ? signedInReads(() => mountedRouter(strapi)) : usualWay;
