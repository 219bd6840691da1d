import { PUBLIC_CONTENT_ROUTES } from '@steady/contracts';
import type Redis from 'ioredis';
import { contentQueryKey } from './query-params';

/**
 * The response cache in front of Strapi for public content (DESIGN.md § Speed). Content is identical
 * for everyone (it never embeds users), so one cached answer serves every anonymous reader; any write
 * to content clears the whole cache, and a TTL bounds what a write made outside Strapi could leave.
 */
export type CachedResponse = { type: string; body: string };

/**
 * `get` also returns the cache's generation, which `clear` moves on; `set` stores only into the
 * generation its request started in, so an answer read before a write can never outlive that write.
 */
export type ContentCacheStore = {
  get(key: string): Promise<{ generation: number; hit?: CachedResponse }>;
  set(key: string, value: CachedResponse, generation: number): Promise<void>;
  clear(): Promise<void>;
  /**
   * The generation alone, for the fast path (modules/content/content-fast-path): a number at once when the store
   * is this process's memory, one small Redis read when it is shared.
   */
  currentGeneration(): number | Promise<number>;
};

/** Public content collections and single types whose GET answers are cached. */
export const CACHED_CONTENT = PUBLIC_CONTENT_ROUTES;

/** Writes to these models change what the cached answers contain (media are populated into content). */
export const CONTENT_MODELS = [
  'api::skill.skill',
  'api::category.category',
  'api::skill-type.skill-type',
  'api::trigger.trigger',
  'api::emotion.emotion',
  'api::immediate-thought.immediate-thought',
  'api::page.page',
  'api::plan.plan',
  'api::app-information.app-information',
  'api::rca.rca',
  'api::helpline.helpline',
  'plugin::upload.file',
];

/** `/api/<collection>` or `/api/<collection>/<id>`, as the router matches it (any letter case in the collection, one trailing slash). */
const CACHEABLE_PATH = new RegExp(`^/api/(${CACHED_CONTENT.join('|')})(/[^/]+)?/?$`, 'i');

export type CacheRequest = { method: string; path: string; querystring: string; headers: Record<string, string | string[] | undefined> };

/**
 * The cache key of a request, or undefined when it must go to Strapi: only anonymous GETs of public
 * content are cached. A request with a token bypasses the cache so Strapi still checks that token.
 * The key is the path and the parameters that choose rows (modules/content/query-params): the route's
 * view sets the fields, so a spec form of populate shares the key of the same request without it.
 * The content cache middleware and the fast path before Koa both use this one function.
 */
export const cacheKeyFor = (req: CacheRequest): string | undefined => {
  if (req.method !== 'GET' || req.headers.authorization) return undefined;
  const match = CACHEABLE_PATH.exec(req.path);
  if (!match) return undefined;
  const collection = `/api/${match[1].toLowerCase()}`;
  return contentQueryKey(collection, `${collection}${match[2] ?? ''}`, req.querystring);
};

export type MemoryStoreOptions = { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number };

/** One process: a Map kept in least-recently-used order, bounded by entries, bytes and age. */
export const createMemoryCacheStore = ({
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  ttlMs = 10 * 60_000,
  now = Date.now,
}: MemoryStoreOptions = {}): ContentCacheStore => {
  const entries = new Map<string, { value: CachedResponse; bytes: number; expires: number }>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return { generation };
      if (entry.expires <= now()) {
        remove(key);
        return { generation };
      }
      // Re-inserting moves the key to the end: the Map's first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return { generation, hit: entry.value };
    },
    async set(key, value, startedIn) {
      const size = Buffer.byteLength(value.body) + key.length;
      if (startedIn !== generation || size > maxBytes) return;
      remove(key);
      entries.set(key, { value, bytes: size, expires: now() + ttlMs });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    async clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    currentGeneration: () => generation,
  };
};

export type RedisStoreOptions = { prefix?: string; maxEntries?: number; ttlMs?: number };

// One round trip: the current generation and the answer stored under it.
const GET_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('HGET', KEYS[2] .. generation, ARGV[1]) }`;

/**
 * Shared by every instance: each generation's answers live in one Redis hash, and a write on any
 * instance moves the shared generation on (INCR), which empties the cache for all of them. A hash
 * expires ttlMs after it was started; old generations simply expire.
 */
export const createRedisCacheStore = (
  redis: Redis,
  { prefix = 'steady:content-cache', maxEntries = 1000, ttlMs = 10 * 60_000 }: RedisStoreOptions = {},
): ContentCacheStore => {
  const generationKey = `${prefix}:generation`;
  const hashKey = (generation: number) => `${prefix}:answers:${generation}`;
  return {
    async get(key) {
      const [generation, raw] = (await redis.eval(GET_SCRIPT, 2, generationKey, `${prefix}:answers:`, key)) as [string, string | null];
      return { generation: Number(generation), hit: raw ? (JSON.parse(raw) as CachedResponse) : undefined };
    },
    async set(key, value, generation) {
      const hash = hashKey(generation);
      // A stream of distinct query strings must not grow Redis without bound.
      if ((await redis.hlen(hash)) >= maxEntries) return;
      await redis.multi().hset(hash, key, JSON.stringify(value)).pexpire(hash, ttlMs, 'NX').exec();
    },
    async clear() {
      await redis.incr(generationKey);
    },
    async currentGeneration() {
      return Number((await redis.get(generationKey)) ?? 0);
    },
  };
};
