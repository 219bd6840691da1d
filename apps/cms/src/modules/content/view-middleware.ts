import { isViewParam } from './spec-forms';
import { requestedLocale, translateRows } from './translations';
import type { ContentView } from './views';

/**
 * A route middleware (route `config.middlewares`) that reads a public content route through its view
 * (docs/decisions/016-content-views.md): the client's populate/fields, which the query guard let through
 * only as the spec's form for the route, are dropped; the view's fields, populate and default order and
 * page size are set on the query; the controller reads the English versions and, for `?locale=`, the
 * asked-for language's words are laid over them entry by entry (modules/content/translations); then each
 * row leaves in the view's shape.
 */
export const CONTENT_VIEW_STATE = 'contentView';

type Ctx = { querystring: string; query: Record<string, any>; state: Record<string, unknown>; body: any; status: number };

export const contentView = (viewFor: (query: Record<string, any>) => ContentView) => async (ctx: Ctx, next: () => Promise<unknown>) => {
  const { locale: asked, ...query } = Object.fromEntries(Object.entries(ctx.query ?? {}).filter(([name]) => !isViewParam(name)));
  const locale = requestedLocale(asked);
  const view = viewFor(query);
  ctx.state[CONTENT_VIEW_STATE] = view;
  ctx.query = {
    ...query,
    ...(view.fields ? { fields: view.fields } : {}),
    ...(view.populate ? { populate: view.populate } : {}),
    ...(view.sort && query.sort === undefined ? { sort: view.sort } : {}),
    ...(view.pageSize && query.pagination === undefined ? { pagination: { pageSize: view.pageSize } } : {}),
  };
  await next();
  const data = ctx.body?.data;
  if (ctx.status !== 200 || !data) return;
  if (view.uid) await translateRows(strapi, view.uid, Array.isArray(data) ? data : [data], locale, view.populate);
  const shape = view.shape;
  if (!shape) return;
  ctx.body = { ...ctx.body, data: Array.isArray(data) ? data.map((row) => shape(row)) : shape(data) };
};

/** The same view whatever the query. */
export const fixedView = (view: ContentView) => () => view;
