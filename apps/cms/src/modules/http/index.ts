// Generic request helpers: origins, compression, uploads, route paths and request ids.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './accept-encoding';
export * from './allowed-origins';
export * from './inline-script-hashes';
export * from './multipart-temp-files';
export * from './picture-type';
export * from './request-id';
export * from './route-path';
export * from './upload-limits';
