import type { Core } from '@strapi/strapi';
import { requestIdFor } from '../modules/http';

/**
 * In place of strapi::logger: every request gets an id (the proxy's X-Request-Id when sane, else a new
 * one), sent back as X-Request-Id and carried by every log line written while it runs (config/logger.ts).
 * The access line is at `http` level, below the production default `info`: LOG_LEVEL=http shows it.
 * It names the path without the query string, which can carry tokens. No I/O of its own per request.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    const requestId = requestIdFor(ctx.get('X-Request-Id'));
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    if (!strapi.log.isLevelEnabled('http')) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      strapi.log.http(`${ctx.method} ${ctx.path} ${ctx.status} ${ms} ms`, { method: ctx.method, path: ctx.path, status: ctx.status, ms });
    }
  };
