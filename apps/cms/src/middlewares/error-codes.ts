import { withErrorCode } from '../modules/http';

/**
 * Just outside strapi::errors: every error answer in Strapi's envelope leaves with `error.details.code`.
 * Ours carry theirs already (modules/http, fail); Strapi's own — its 401/403/404, validation errors,
 * users-permissions' refusals — get one by name and status (docs/api.md "Error codes").
 */
export default () => async (ctx, next) => {
  await next();
  if (ctx.status < 400) return;
  const body = withErrorCode(ctx.body);
  if (body !== ctx.body) ctx.body = body;
};
