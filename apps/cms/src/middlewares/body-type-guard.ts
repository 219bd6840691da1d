import { removeTempFiles, trackTempFiles, routePath, takesFiles, fail } from '../modules/http';

/** The body types strapi::body (koa-body) reads; any other body would reach the routes as `{}`. */
const READABLE = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
  'urlencoded',
  'text/*',
  'multipart',
];
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const hasBody = (ctx) => ctx.request.length > 0 || (ctx.request.length === undefined && ctx.get('transfer-encoding') !== '');

/** formidable's errors carry the status they mean (400 malformed, 413 too large) as `httpCode`. */
const parserStatus = (error: unknown) => {
  const code = (error as { httpCode?: unknown })?.httpCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : 400;
};

/**
 * Runs just before strapi::body (issue 7, items 4 and 7). A body of a type nobody reads is a 415, not an
 * empty object. Multipart bodies are read only on the routes that take files; anywhere else they are refused
 * before a byte is parsed or stored. On the upload routes every temp file the parser wrote is removed once
 * the request is done, whatever its outcome, and a body the parser cannot read is a 400 (413 when over the
 * size limit), never a 500.
 */
export default () => async (ctx, next) => {
  if (!PARSED_METHODS.has(ctx.method) || !hasBody(ctx)) return next();
  if (!ctx.is(READABLE)) throw fail('json_body_required');
  if (!ctx.is('multipart')) return next();
  if (!takesFiles(ctx.method, routePath(ctx.path))) {
    throw fail('multipart_not_accepted');
  }
  const headers = ctx.req.headers;
  trackTempFiles(headers);
  try {
    await next();
  } catch (error) {
    // No body yet means strapi::body failed to parse it; errors from the route itself pass through.
    if (ctx.request.body !== undefined) throw error;
    const status = parserStatus(error);
    if (status === 413) throw fail('upload_too_large');
    throw fail('unreadable_body');
  } finally {
    await removeTempFiles(headers);
  }
};
