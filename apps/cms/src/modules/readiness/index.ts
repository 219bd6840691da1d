// Readiness and database outages: the probe, the readiness answer, and surviving an outage.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './database-outage';
export * from './database-probe';
export * from './outage-rejections';
export * from './readiness';
