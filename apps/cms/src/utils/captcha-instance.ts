import { createCaptchaStore, createRedisCaptchaStore } from './captcha';
import { redisKeyPrefix, sharedRedis } from './redis-client';

/** In-process by default; in Redis, shared by every instance, when REDIS_URL is set. */
const redis = sharedRedis();
export const captchaStore = redis ? createRedisCaptchaStore(redis, `${redisKeyPrefix()}:captcha:`) : createCaptchaStore();
