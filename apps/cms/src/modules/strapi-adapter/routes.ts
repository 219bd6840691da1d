import type { Core } from '@strapi/strapi';

/** A route as Strapi declares it (config in routes files, before it is mounted). */
export type DeclaredRoute = { method: string; path: string; handler?: unknown; config?: { auth?: unknown; middlewares?: unknown[] } & Record<string, unknown> };

/**
 * One of a plugin's content-API routes, in the plugin object its strapi-server extension receives
 * (`plugin.routes['content-api'].routes`), to change its config before it is mounted. Throws when the
 * plugin has no such route: a route that moved must be noticed, not silently left unguarded.
 */
export const pluginContentApiRoute = (plugin: { routes: Record<string, unknown> }, method: string, path: string): DeclaredRoute => {
  const routes = (plugin.routes['content-api'] as { routes?: DeclaredRoute[] } | undefined)?.routes ?? [];
  const route = routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`the plugin has no content-API route ${method} ${path}`);
  return route;
};

/**
 * Calls `visit` with every content-API route as its router is mounted (`strapi.server.routes`, which
 * Strapi calls once per API and plugin), whichever API declares it: a route added later is seen without
 * anyone remembering to. Must run in register(), before the routes are mounted.
 */
export const onContentApiRoutesMounted = (strapi: Core.Strapi, visit: (route: DeclaredRoute) => void) => {
  const server = strapi.server as unknown as { routes: (router: unknown) => unknown };
  const mount = server.routes;
  server.routes = function (router) {
    const group = router as { type?: string; routes?: DeclaredRoute[] } | DeclaredRoute[] | undefined;
    const routes = group && !Array.isArray(group) && group.type === 'content-api' ? group.routes : undefined;
    for (const route of routes ?? []) visit(route);
    return mount.call(this, router);
  };
};
