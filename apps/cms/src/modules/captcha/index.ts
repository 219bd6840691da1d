// The captcha: challenges drawn as outlines, their store, and the proof-of-work that comes with each.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './captcha-instance';
export * from './captcha-picture';
export * from './proof-of-work';
export * from './issue-challenge';
