import type { Core } from '@strapi/strapi';
import { checkQuery, refuseViewParams, type GetModel, type Schema } from '../modules/content';
import { routePath } from '../modules/http';

/** Content API path prefix → the content type whose routes live there (core routers, users, upload files). */
const routeSchemas = (strapi: Core.Strapi) => {
  const table: [string, string][] = [
    ['/api/users', 'plugin::users-permissions.user'],
    ['/api/upload/files', 'plugin::upload.file'],
  ];
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const { info, kind } = contentType as unknown as { info: { pluralName: string; singularName: string }; kind: string };
    table.push([`/api/${kind === 'singleType' ? info.singularName : info.pluralName}`.toLowerCase(), uid]);
  }
  return table;
};

/**
 * Checks Strapi's query parameters on every content API request against the content type of the route,
 * before authentication and controllers: populate or fields other than the spec's forms for the route
 * (every route chooses its own, docs/decisions/016-content-views.md), or a malformed filter, sort or
 * page, is a 400 naming the parameter.
 */
export default (_config, { strapi }: { strapi: Core.Strapi }) => {
  let table: [string, string][] | undefined;
  const getModel: GetModel = (uid) =>
    Object.prototype.hasOwnProperty.call(strapi.contentTypes, uid) || Object.prototype.hasOwnProperty.call(strapi.components, uid)
      ? (strapi.getModel(uid as never) as unknown as Schema)
      : undefined;

  return async (ctx, next) => {
    const path = routePath(ctx.path);
    if (!path.startsWith('/api/') || !ctx.querystring) return next();
    table ??= routeSchemas(strapi);
    const match = table.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    refuseViewParams(match ? match[0] : path, ctx.querystring);
    checkQuery(ctx.query, match ? getModel(match[1]) : undefined, getModel);
    return next();
  };
};
