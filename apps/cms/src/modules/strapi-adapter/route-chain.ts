import type { Core } from '@strapi/strapi';
import type { Middleware, Next, ParameterizedContext } from 'koa';
import compose from 'koa-compose';

type Ctx = ParameterizedContext & Record<string, unknown>;
type Layer = {
  path: string;
  name?: string | null;
  stack: Middleware[];
  captures: (path: string, captures?: string[]) => string[];
  params: (path: string, captures: string[], params?: Record<string, string>) => Record<string, string>;
};
/** @koa/router's Router, as far as this uses it (12.x: `match` and the layers' fields). */
export type RouterLike = { match: (path: string, method: string) => { route: boolean; path: Layer[]; pathAndMethod: Layer[] } };

/** The root router Strapi mounts every route on (admin, content API, /_health). */
export const mountedRouter = (strapi: Core.Strapi): RouterLike => strapi.server.router as unknown as RouterLike;

/** After the route, the router's own next is its `allowedMethods`, which has nothing to add to a matched request. */
const done = () => Promise.resolve();

/**
 * @koa/router's dispatch for one path and method (lib/router.js, `routes()`), matched once: each matched
 * layer's context step (captures, params, the matched route's path and name), then its handlers.
 * `run(ctx)` runs exactly what the router would for that request; undefined when no route matches.
 */
export const routeChain = (router: RouterLike, path: string, method: string) => {
  const matched = router.match(path, method);
  if (!matched.route) return undefined;
  const last = matched.pathAndMethod[matched.pathAndMethod.length - 1];
  const chain = compose(
    matched.pathAndMethod.flatMap((layer): Middleware[] => [
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
    ]),
  );
  return {
    run: (ctx: Ctx, routerOnCtx: RouterLike) => {
      ctx.matched = matched.path;
      ctx.router = routerOnCtx;
      ctx._matchedRoute = last.path;
      if (last.name) ctx._matchedRouteName = last.name;
      return chain(ctx, done);
    },
  };
};

export type RouteChain = NonNullable<ReturnType<typeof routeChain>>;
