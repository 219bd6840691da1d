// Demo and starting content, read from apps/cms/seed.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './seed-content';
export { ensureContentLocales } from './seed-translations';
