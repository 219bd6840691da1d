// Small generic utilities: idempotent creation, bulk deletion, serialising work, validation, Redis, rate limits.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './create-once';
export * from './delete-where';
export * from './one-at-a-time';
export * from './rate-limiter-instance';
export * from './redis-client';
export * from './unique-violation';
export * from './validate';
export * from './with-fallback';
