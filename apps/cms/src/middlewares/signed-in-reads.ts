import type { Middleware, Next, ParameterizedContext } from 'koa';
import compose from 'koa-compose';

/**
 * GET /api/users/me and GET /api/account, the reads a signed-in person's every screen makes, go to their
 * route from here (issue 11.10): once the answer's headers are set (security, CORS, no-store), not after
 * the middlewares that have nothing to do for a GET with neither a query nor a body — the content cache
 * (never used with a bearer), the query and body guards, the body parser, the session, the favicon, the
 * admin setup and the web app — and without the router matching the path against every route. What runs
 * is what the router runs: the same matched layers in the same order, so route info, authentication,
 * authorization, policies, route middlewares and the controller are all Strapi's own.
 * Anything else, these paths with a query, a body or another spelling included, takes the usual way.
 */
export const SIGNED_IN_READS = new Set(['/api/users/me', '/api/account']);

type Ctx = ParameterizedContext & Record<string, unknown>;
type Layer = {
  path: string;
  name?: string | null;
  stack: Middleware[];
  captures: (path: string, captures?: string[]) => string[];
  params: (path: string, captures: string[], params?: Record<string, string>) => Record<string, string>;
};
/** @koa/router's Router, as far as this uses it. */
export type RouterLike = { match: (path: string, method: string) => { route: boolean; path: Layer[]; pathAndMethod: Layer[] } };

const hasBody = (ctx: Ctx) => ctx.request.length > 0 || (ctx.request.length === undefined && ctx.get('transfer-encoding') !== '');

/** @koa/router's dispatch for `path` (lib/router.js, `routes()`): each matched layer's context step, then its handlers. */
const routeChain = (router: RouterLike, path: string, method: string) => {
  const matched = router.match(path, method);
  if (!matched.route) return undefined;
  const last = matched.pathAndMethod[matched.pathAndMethod.length - 1];
  const chain = matched.pathAndMethod.flatMap((layer): Middleware[] => [
    (ctx: Ctx, next: Next) => {
      ctx.captures = layer.captures(path, ctx.captures as string[] | undefined);
      ctx.params = layer.params(path, ctx.captures as string[], ctx.params as Record<string, string> | undefined);
      (ctx.request as unknown as Record<string, unknown>).params = ctx.params;
      ctx.routerPath = layer.path;
      ctx.routerName = layer.name;
      ctx._matchedRoute = layer.path;
      if (layer.name) ctx._matchedRouteName = layer.name;
      return next();
    },
    ...layer.stack,
  ]);
  return { matched: matched.path, last, run: compose(chain) };
};

/** After the route, the router's own next is its `allowedMethods`, which has nothing to add to a matched GET. */
const done = () => Promise.resolve();

export const signedInReads = (router: () => RouterLike): Middleware => {
  // Made on first use: routes are mounted after the middlewares are made, and never change after.
  const chains = new Map<string, ReturnType<typeof routeChain>>();
  return (ctx: Ctx, next: Next) => {
    if (ctx.method !== 'GET' || !SIGNED_IN_READS.has(ctx.path) || ctx.querystring !== '' || hasBody(ctx)) return next();
    if (!chains.has(ctx.path)) chains.set(ctx.path, routeChain(router(), ctx.path, ctx.method));
    const chain = chains.get(ctx.path);
    if (!chain) return next();
    ctx.matched = chain.matched;
    ctx.router = router();
    ctx._matchedRoute = chain.last.path;
    if (chain.last.name) ctx._matchedRouteName = chain.last.name;
    return chain.run(ctx, done);
  };
};

export default (_config: unknown, { strapi }) => signedInReads(() => strapi.server.router);
