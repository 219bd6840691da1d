import { errors } from '@strapi/utils';
import { ERROR_CODES, type ErrorCode } from '@steady/contracts';

/*
 * Throwing by code (docs/api.md "Error codes"): the status and the English message come from the one list in
 * @steady/contracts, and `error.details.code` carries the code, so no route writes an error sentence itself.
 */

/** The `error.name` of each status, as Strapi's own error classes name them (409, 402, 415, 502, 503: ours). */
const NAME_OF_STATUS: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  402: 'CardError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  410: 'GoneError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
  500: 'InternalServerError',
  501: 'NotImplementedError',
  502: 'PaymentProviderError',
  503: 'ServiceUnavailableError',
};

/** Codes whose 400 was Strapi's ApplicationError (a refusal, not a field's problem): the name stays. */
const APPLICATION_ERRORS = new Set<ErrorCode>([
  'email_not_confirmed',
  'account_blocked',
  'account_taken',
  'extra_check_required',
  'subscription_start_failed',
  'payment_not_confirmable',
]);
/** Strapi passes a PolicyError's message on where a plain ForbiddenError would be a bare 'Forbidden'. */
const POLICY_ERRORS = new Set<ErrorCode>(['admin_setup_refused']);

export const errorNameOf = (code: ErrorCode): string => {
  if (APPLICATION_ERRORS.has(code)) return 'ApplicationError';
  if (POLICY_ERRORS.has(code)) return 'PolicyError';
  return NAME_OF_STATUS[ERROR_CODES[code].status] ?? 'ApplicationError';
};

export type CodedErrorOptions = {
  /** The field the problem is in (`sections.call.2.phone`): the message is prefixed with it, as a validation message is. */
  path?: string;
  /** More for API users, beside the code (e.g. `extraCheck`). */
  details?: Record<string, unknown>;
  /** Only for words that are not ours to choose: a payment provider's own message for its card code. */
  message?: string;
  /** Only for codes passed on from elsewhere (a payment provider's card code); defaults to the code's status. */
  status?: number;
};

/**
 * An error answered as `{ data: null, error: { status, name, message, details: { code, … } } }`. It counts as
 * an http-errors HttpError (its prototype is put under HttpError's), so strapi::errors answers it with its own
 * status, name and details whatever the status, and Strapi's route layer passes it on untouched, where it turns
 * its own 401/403 classes into bare answers.
 */
export class CodedError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly expose = true;
  readonly details: Record<string, unknown> & { code: string };

  constructor(
    readonly code: ErrorCode | (string & {}),
    options: CodedErrorOptions = {},
  ) {
    const known = (ERROR_CODES as Record<string, { status: number; message: string }>)[code];
    const words = options.message ?? known?.message ?? code;
    super(options.path ? `${options.path}: ${words}` : words);
    this.status = this.statusCode = options.status ?? known?.status ?? 400;
    this.name = known ? errorNameOf(code as ErrorCode) : (NAME_OF_STATUS[this.status] ?? 'ApplicationError');
    this.details = { ...options.details, code, ...(options.path ? { errors: [{ path: options.path.split('.'), message: words, code }] } : {}) };
  }
}
Object.setPrototypeOf(CodedError.prototype, errors.HttpError.prototype);

/** The error to throw for a code: `throw fail('premium_required')`. */
export const fail = (code: ErrorCode, options?: CodedErrorOptions): CodedError => new CodedError(code, options);

/** Strapi's error envelope for a code, for the few answers written as a body rather than thrown. */
export const errorBody = (code: ErrorCode, options?: CodedErrorOptions) => {
  const e = fail(code, options);
  return { data: null, error: { status: e.status, name: e.name, message: e.message, details: e.details } };
};
