import { createMemoryCacheStore, createRedisCacheStore } from './content-cache';
import { createPreparedAnswers } from './content-answer';
import { redisKeyPrefix, sharedRedis } from '../shared';
import { settings } from '../../config/env';

/** In-process by default; in Redis, shared by every instance, when REDIS_URL is set (DESIGN.md). */
const redis = sharedRedis();
export const contentCache = redis ? createRedisCacheStore(redis, { prefix: `${redisKeyPrefix()}:content-cache` }) : createMemoryCacheStore();

/** This instance's ready-to-send copies of cached answers (modules/content/content-answer), always in-process. */
export const preparedAnswers = createPreparedAnswers();

/** CONTENT_CACHE_ENABLED=false sends every request to Strapi (for benchmarks and debugging). */
export const contentCacheEnabled = () => settings().CONTENT_CACHE_ENABLED;
