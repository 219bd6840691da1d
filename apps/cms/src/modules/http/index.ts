/** Generic request helpers: errors answered with a stable code (docs/api.md "Error codes"). */
export { CodedError, errorBody, errorNameOf, fail, type CodedErrorOptions } from './coded-errors';
export { invalidInput } from './invalid-input';
export { fallbackCode, withErrorCode } from './answer-codes';
