// Generic request helpers: origins, compression, uploads, route paths, request ids, and errors answered
// with a stable code (docs/api.md "Error codes"). What other code may use from this module (eslint.config.mjs).
export * from './accept-encoding';
export * from './allowed-origins';
export * from './inline-script-hashes';
export * from './multipart-temp-files';
export * from './picture-type';
export * from './request-id';
export * from './route-path';
export * from './upload-limits';
export { CodedError, errorBody, errorNameOf, fail, type CodedErrorOptions } from './coded-errors';
export { invalidInput } from './invalid-input';
export { fallbackCode, withErrorCode } from './answer-codes';
