import { errors } from '@strapi/utils';
import { removeTempFiles, trackTempFiles } from '../utils/multipart-temp-files';
import { routePath } from '../utils/route-path';
import { takesFiles } from '../utils/upload-limits';

/** formidable's errors carry the status they mean (400 malformed, 413 too large) as `httpCode`. */
const parserStatus = (error: unknown) => {
  const code = (error as { httpCode?: unknown })?.httpCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : 400;
};

/**
 * Runs just before strapi::body (issue 7, item 4). Multipart bodies are read only on the routes that take
 * files; anywhere else they are refused with 415 before a byte is parsed or stored. On the upload routes
 * every temp file the parser wrote is removed once the request is done, whatever its outcome, and a body
 * the parser cannot read is a 400 (413 when over the size limit), never a 500.
 */
export default () => async (ctx, next) => {
  if (!ctx.is('multipart')) return next();
  if (!takesFiles(ctx.method, routePath(ctx.path))) {
    ctx.throw(415, 'This route does not accept multipart/form-data. Send JSON instead.');
  }
  const headers = ctx.req.headers;
  trackTempFiles(headers);
  try {
    await next();
  } catch (error) {
    // No body yet means strapi::body failed to parse it; errors from the route itself pass through.
    if (ctx.request.body !== undefined) throw error;
    const status = parserStatus(error);
    if (status === 413) throw new errors.PayloadTooLargeError('The upload is larger than the size limit.');
    throw new errors.ValidationError('The multipart/form-data body could not be read.');
  } finally {
    await removeTempFiles(headers);
  }
};
