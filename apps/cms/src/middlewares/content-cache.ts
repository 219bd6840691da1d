import { cacheKeyFor } from '../utils/content-cache';
import { contentCache, contentCacheEnabled } from '../utils/content-cache-instance';

/**
 * Answers anonymous GETs of public content from the content cache before the rest of Strapi's
 * middleware chain runs (DESIGN.md § Speed), and stores Strapi's successful JSON answers to them.
 * `X-Cache: HIT|MISS` says which happened. If the cache store fails, the request simply goes to Strapi.
 */
export default (_config, { strapi }) =>
  async (ctx, next) => {
    const key = contentCacheEnabled() ? cacheKeyFor({ method: ctx.method, path: ctx.path, querystring: ctx.querystring, headers: ctx.headers }) : undefined;
    if (!key) return next();

    let generation: number | undefined;
    try {
      const found = await contentCache.get(key);
      if (found.hit) {
        ctx.set('X-Cache', 'HIT');
        ctx.type = found.hit.type;
        ctx.body = found.hit.body;
        return;
      }
      generation = found.generation;
    } catch (error) {
      strapi.log.warn(`content cache unavailable, answering from Strapi: ${(error as Error).message}`);
    }

    await next();
    ctx.set('X-Cache', 'MISS');
    const body = ctx.body;
    const isJson = body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof body.pipe !== 'function';
    if (generation === undefined || ctx.status !== 200 || !isJson || ctx.response.get('Set-Cookie')) return;
    try {
      const serialized = JSON.stringify(body);
      await contentCache.set(key, { type: String(ctx.response.get('Content-Type') || 'application/json; charset=utf-8'), body: serialized }, generation);
      // Send the same bytes that were stored.
      ctx.body = serialized;
    } catch (error) {
      strapi.log.warn(`content cache could not store ${key}: ${(error as Error).message}`);
    }
  };
