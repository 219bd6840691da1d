import {
  CONTENT_CACHE_CONTROL,
  chainHeadersOf,
  isFresh,
  prepareAnswer,
  representation,
  type PreparedAnswer,
  cacheKeyFor,
  type CachedResponse,
  contentCache,
  contentCacheEnabled,
  preparedAnswers,
} from '../modules/content';

/**
 * Answers anonymous GETs of public content from the content cache before the rest of Strapi's
 * middleware chain runs (DESIGN.md § Speed), and stores Strapi's successful JSON answers to them.
 * `X-Cache: HIT|MISS` says which happened. If the cache store fails, the request simply goes to Strapi.
 * Answers that are cached go out as prepared copies (modules/content/content-answer): compressed once, with an
 * ETag and Cache-Control. Most repeated requests never get here: the fast path (modules/content/content-fast-path)
 * sends the same copies before Koa; this is where they are made, and where a fresh instance or another
 * instance's answer (Redis) is found.
 */
const send = (ctx, answer: PreparedAnswer, cache: 'HIT' | 'MISS') => {
  ctx.set('X-Cache', cache);
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', CONTENT_CACHE_CONTROL);
  if (isFresh(ctx.get('If-None-Match'), ctx.get('Cache-Control'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  const { encoding, body } = representation(answer, ctx.get('Accept-Encoding'));
  ctx.status = 200;
  ctx.set('Content-Type', answer.type);
  // Sent as prepared: strapi::compression leaves an encoded answer alone, and must not encode a plain one.
  if (encoding) ctx.set('Content-Encoding', encoding);
  else ctx.compress = false;
  ctx.body = body;
};

/** The prepared copy of `value`, made once per key and generation on this instance. */
const prepared = async (key: string, value: CachedResponse, generation: number, chainHeaders: [string, string][]) => {
  const found = preparedAnswers.get(key);
  if (found && found.generation === generation) return found;
  return preparedAnswers.add(key, await prepareAnswer(value, generation, chainHeaders));
};

export default (_config, { strapi }) =>
  async (ctx, next) => {
    const key = contentCacheEnabled() ? cacheKeyFor({ method: ctx.method, path: ctx.path, querystring: ctx.querystring, headers: ctx.headers }) : undefined;
    if (!key) return next();
    // What security, CORS and compression have set by now is what the fast path repeats (CORS aside).
    const chainHeaders = chainHeadersOf(ctx.res);

    let generation: number | undefined;
    try {
      const found = await contentCache.get(key);
      if (found.hit) return send(ctx, await prepared(key, found.hit, found.generation, chainHeaders), 'HIT');
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
      const value = { type: String(ctx.response.get('Content-Type') || 'application/json; charset=utf-8'), body: JSON.stringify(body) };
      await contentCache.set(key, value, generation);
      // Send the same bytes that were stored, as a hit will.
      send(ctx, await prepared(key, value, generation, chainHeaders), 'MISS');
    } catch (error) {
      strapi.log.warn(`content cache could not store ${key}: ${(error as Error).message}`);
    }
  };
