// The first administrator: a one-time setup link instead of an open registration form.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './admin-setup';
export * from './setup-token';
