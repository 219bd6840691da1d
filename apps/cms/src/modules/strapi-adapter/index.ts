/*
 * The one place that reaches into Strapi, knex and Koa past their public APIs (decision 017): private
 * fields, dist paths, router internals, the sanitizer registry, the pool's connections, the route tables
 * and the HTTP server's listeners. Everything else calls these functions; ESLint keeps it so
 * (eslint.config.mjs). Each assumption is checked against the installed versions by
 * test/strapi-adapter-contract.test.ts, and each fast path built on them can be switched off
 * (FAST_PATH_* settings, config/env.ts).
 */
export { installedVersions, describeVersions, AdapterAssumptionError } from './versions';
export { FROM_ROW_MODULE, strapiFromRow, ormFindOneQuery, ormEntityOf, findOneAsOrmDoes } from './orm-rows';
export { runsOnBetterSqlite, readOnSqlitePool } from './sqlite-reads';
export { cacheReadStatements } from './sqlite-statement-cache';
export { mountedRouter, routeChain, type RouterLike, type RouteChain } from './route-chain';
export { pluginContentApiRoute, onContentApiRoutesMounted, type DeclaredRoute } from './routes';
export { contentApiOutputSanitizers, usersPermissionsOutputSanitizer, onlyUsersPermissionsSanitizesOutput } from './output-sanitizers';
export { putInFrontOfKoa, requestListeners, type FrontListener } from './http-server';
export { prepareQuery } from './prepared-query';
