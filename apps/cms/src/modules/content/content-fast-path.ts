import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';
import { putInFrontOfKoa } from '../strapi-adapter';
import { requestIdFor, allowedOrigins } from '../http';
import { CONTENT_CACHE_CONTROL, isFresh, representation, type PreparedAnswer } from './content-answer';
import { cacheKeyFor } from './content-cache';
import { contentCache, contentCacheEnabled, preparedAnswers } from './content-cache-instance';

/*
 * Cached public content answered before Koa (issue 11.11). Strapi's middleware chain costs far more
 * than a cached answer: on 2 cores a cached skill list went out at 9 % of the rate a bare node:http
 * server sends the same bytes. So a request listener in front of Koa answers what the content cache
 * middleware has already answered — the same key (anonymous GET of public content, query string
 * and all), the same generation of the same cache, the same prepared bytes and headers — and hands
 * everything else to Koa untouched: other URLs, tokens, copies not prepared yet or from an older
 * generation, and any doubt (Redis not answering, anything thrown).
 *
 * With Redis the cache is shared: the one small read of its generation per request replaces the read
 * the Koa path makes (generation and answer) — no round trip is added, and an edit on any instance
 * is seen by the next request.
 */

type Cors = { kind: (origin: string | undefined) => string; headers: (kind: string) => string[] };

/**
 * strapi::cors (@koa/cors, credentials on) for a GET, with config/middlewares' allowed origins. An
 * answer's headers differ by origin only as far as CORS goes: no Origin, an allowed one, any other.
 */
const corsFor = (allowed: string[]): Cors => {
  const allowedSet = new Set(allowed);
  return {
    kind: (origin) => (!origin ? '' : allowedSet.has(origin) ? origin : '-'),
    headers: (kind) =>
      kind === '-'
        ? []
        : // No Origin: @koa/cors answers '*', which with credentials becomes the request's Origin, ''.
          ['Access-Control-Allow-Origin', kind, 'Access-Control-Allow-Credentials', 'true'],
  };
};

/**
 * The full header list of one kind of answer (status, CORS, encoding; the length follows from the
 * encoding), made once per prepared copy: writeHead then sends it as it is.
 */
const wireHeaders = (answer: PreparedAnswer, cors: Cors, corsKind: string, body: { encoding: string | null; length: number } | null): string[] => {
  const notModified = body === null;
  const id = `${notModified ? 304 : 200} ${body?.encoding ?? ''} ${corsKind}`;
  let headers = answer.wire.get(id);
  if (!headers) {
    headers = [...answer.chainHeaders.flat(), ...cors.headers(corsKind), 'X-Cache', 'HIT', 'ETag', answer.etag, 'Cache-Control', CONTENT_CACHE_CONTROL];
    if (body) headers.push('Content-Type', answer.type, ...(body.encoding ? ['Content-Encoding', body.encoding] : []), 'Content-Length', String(body.length));
    // One per allowed origin at most, plus none and others: a handful.
    answer.wire.set(id, headers);
  }
  return headers;
};

/** Where the fast path writes its access line: Strapi's logger, at `http` level like global::request-log. */
type AccessLog = { isLevelEnabled(level: string): boolean; http(message: string, meta: Record<string, unknown>): void };

const write = (req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer, cors: Cors, log?: AccessLog) => {
  const started = performance.now();
  const corsKind = cors.kind(req.headers.origin);
  // Each answer carries its own request's id, as global::request-log gives every answer Koa sends.
  const offered = req.headers['x-request-id'];
  const requestId = requestIdFor(typeof offered === 'string' ? offered : undefined);
  let status = 200;
  if (isFresh(req.headers['if-none-match'], req.headers['cache-control'], answer.etag)) {
    status = 304;
    res.writeHead(304, [...wireHeaders(answer, cors, corsKind, null), 'X-Request-Id', requestId]);
    res.end();
  } else {
    const { encoding, body } = representation(answer, req.headers['accept-encoding']);
    res.writeHead(200, [...wireHeaders(answer, cors, corsKind, { encoding, length: body.length }), 'X-Request-Id', requestId]);
    res.end(body);
  }
  if (log?.isLevelEnabled('http')) {
    const path = (req.url ?? '').split('?')[0];
    const ms = Math.round(performance.now() - started);
    log.http(`GET ${path} ${status} ${ms} ms`, { method: 'GET', path, status, ms, requestId, fastPath: true });
  }
};

/**
 * Answers `req` when it can: true when answered, false when Koa must; a promise of either when the
 * cache's generation is in Redis.
 */
export const createFastPath =
  (cors: Cors, log?: AccessLog) =>
  (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || url.charCodeAt(0) !== 47 /* '/' */) return false;
    const query = url.indexOf('?');
    // Koa's ctx.path and ctx.querystring, as the middleware makes the key from them.
    const key = cacheKeyFor({
      method: 'GET',
      path: query < 0 ? url : url.slice(0, query),
      querystring: query < 0 ? '' : url.slice(query + 1),
      headers: req.headers,
    });
    const answer = key ? preparedAnswers.get(key) : undefined;
    if (!answer) return false;
    const answerIf = (generation: number) => {
      if (generation !== answer.generation) return false;
      write(req, res, answer, cors, log);
      return true;
    };
    try {
      const generation = contentCache.currentGeneration();
      return typeof generation === 'number' ? answerIf(generation) : generation.then(answerIf, () => false);
    } catch {
      return false;
    }
  };

/**
 * Puts the fast path in front of Koa's request listener on Strapi's HTTP server (modules/strapi-adapter).
 * FAST_PATH_CONTENT=false leaves every request to Koa, whose content cache middleware answers the same.
 */
export const installContentFastPath = (strapi: Core.Strapi) => {
  if (!contentCacheEnabled() || !settings().FAST_PATH_CONTENT) return;
  putInFrontOfKoa(strapi, createFastPath(corsFor(allowedOrigins()), strapi.log as unknown as AccessLog));
};
