// The server's start and stop: the start-up lock instances take turns on, and the graceful shutdown.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './graceful-shutdown';
export * from './startup-lock';
