import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding } from '../http';
import type { CachedResponse } from './content-cache';

/*
 * A cached content answer made ready to send as it is (issue 11.11): its bytes, their Brotli and gzip
 * copies, its ETag and the headers Strapi's middleware chain puts on every content answer. The Koa
 * middleware (middlewares/content-cache) and the fast path before Koa (modules/content/content-fast-path) both
 * send these, so the two answer with the same bytes and headers.
 */

/**
 * Browsers revalidate every time (max-age=0; the ETag makes that a 304), so an edit shows at once; a
 * shared cache in front (the reverse proxy's micro-cache, deploy/nginx) may keep it for a second.
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** As strapi::compression (config/middlewares): smaller answers are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** How long a prepared copy is used before it is prepared again from the cache (which has its own TTL). */
const PREPARED_TTL_MS = 60_000;

export type PreparedAnswer = {
  generation: number;
  expires: number;
  type: string;
  etag: string;
  bytes: number;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Headers the chain before the cache set (security, Vary), in their own spelling; never CORS. */
  chainHeaders: [string, string][];
  /** When it was last sent: the least recently used copy goes first. */
  usedAt: number;
  /** The fast path's header lists, made once per kind of request (modules/content/content-fast-path). */
  wire: Map<string, string[]>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed once per answer and generation, so at the best ratio rather than the fastest. */
export const prepareAnswer = async (value: CachedResponse, generation: number, chainHeaders: [string, string][]): Promise<PreparedAnswer> => {
  const identity = Buffer.from(value.body);
  const compress = identity.length >= COMPRESS_FROM_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
        gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
    : [];
  return {
    generation,
    expires: Date.now() + PREPARED_TTL_MS,
    type: value.type,
    // Weak: the same content whatever its encoding.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br,
    gzip: gz,
    bytes: identity.length + (br?.length ?? 0) + (gz?.length ?? 0),
    chainHeaders,
    usedAt: Date.now(),
    wire: new Map(),
  };
};

// Browsers send a handful of distinct Accept-Encoding headers: each is read once.
const encodingFor = new Map<string, Encoding | null>();
const pick = (acceptEncoding = ''): Encoding | null => {
  let encoding = encodingFor.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding, ENCODINGS);
    if (encodingFor.size < 256) encodingFor.set(acceptEncoding, encoding);
  }
  return encoding;
};

/** The copy a client's Accept-Encoding allows, Brotli first (as the web app's assets are sent). */
export const representation = (answer: PreparedAnswer, acceptEncoding: string | undefined): { encoding: Encoding | null; body: Buffer } => {
  const encoding = answer.br ? pick(acceptEncoding) : null;
  return encoding ? { encoding, body: answer[encoding]! } : { encoding: null, body: answer.identity };
};

/**
 * Whether the client's copy is current (RFC 9110 If-None-Match, weak comparison), as the `fresh`
 * package Koa uses decides it for an ETag: a request's `Cache-Control: no-cache` always gets the answer.
 */
export const isFresh = (ifNoneMatch: string | undefined, requestCacheControl: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  if (requestCacheControl && /(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(requestCacheControl)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
};

/** Headers set on a response so far, except CORS, which depends on each request's Origin. */
export const chainHeadersOf = (res: { getRawHeaderNames(): string[]; getHeader(name: string): unknown }): [string, string][] =>
  res
    .getRawHeaderNames()
    // CORS depends on the asker's Origin and X-Request-Id on the request: both are set per request, never replayed.
    .filter((name) => !name.toLowerCase().startsWith('access-control-') && name.toLowerCase() !== 'x-request-id')
    .map((name) => [name, String(res.getHeader(name))]);

export type PreparedAnswersOptions = { maxEntries?: number; maxBytes?: number; now?: () => number };

/**
 * This process's prepared copies, by cache key, bounded by entries and bytes (least recently used
 * first out). A copy counts only for the generation it was made in: when the cache moves on, on this
 * instance or (through Redis) on another, the copy is no longer used.
 */
export const createPreparedAnswers = ({ maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now }: PreparedAnswersOptions = {}) => {
  const answers = new Map<string, PreparedAnswer>();
  let bytes = 0;
  const remove = (key: string) => {
    const found = answers.get(key);
    if (!found) return;
    bytes -= found.bytes;
    answers.delete(key);
  };
  // Adding is rare (a miss); reading is every request: the reader only stamps, the adder sorts it out.
  const leastRecentlyUsed = () => {
    let oldest: [string, number] | undefined;
    for (const [key, answer] of answers) if (!oldest || answer.usedAt < oldest[1]) oldest = [key, answer.usedAt];
    return oldest![0];
  };
  return {
    /** The copy for `key`, if one was made and has not expired; the caller checks its generation. */
    get(key: string): PreparedAnswer | undefined {
      const found = answers.get(key);
      if (!found) return undefined;
      const at = now();
      if (found.expires <= at) {
        remove(key);
        return undefined;
      }
      found.usedAt = at;
      return found;
    },
    add(key: string, answer: PreparedAnswer): PreparedAnswer {
      remove(key);
      if (answer.bytes > maxBytes) return answer;
      answers.set(key, answer);
      bytes += answer.bytes;
      while (answers.size > maxEntries || bytes > maxBytes) remove(leastRecentlyUsed());
      return answer;
    },
    clear() {
      answers.clear();
      bytes = 0;
    },
  };
};
