import { ERROR_CODE_LIST, ERROR_CODES, type ErrorCode } from '@steady/contracts';

/*
 * Codes for the error answers our code does not throw by code: Strapi's own (its 401/403/404 and validation
 * errors, users-permissions' refusals) and anything else in Strapi's envelope. See docs/api.md "Error codes".
 */

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'sign_in_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  501: 'not_implemented',
  503: 'service_unavailable',
};

/** Strapi's own refusals worded as one of ours (users-permissions' 'Email or Username are already taken'). */
const CODE_OF_WORDS = new Map(ERROR_CODE_LIST.map((code) => [`${ERROR_CODES[code].status} ${ERROR_CODES[code].message}`, code]));

/** The code for an answer that came without one: by its words when they are ours, by Strapi's error name, then by status. */
export const fallbackCode = (status: number, name: string | undefined, message?: string): ErrorCode => {
  const same = CODE_OF_WORDS.get(`${status} ${message}`);
  if (same) return same;
  if (status === 400 && name === 'ValidationError') return 'invalid_input';
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
};

type Envelope = { data?: unknown; error: { status: number; name?: string; message?: string; details?: unknown } };

const isEnvelope = (body: unknown): body is Envelope => {
  const error = (body as { error?: unknown } | null)?.error as { status?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof error === 'object' && error !== null && typeof error.status === 'number';
};

/** Adds `details.code` to an error envelope that has none; anything else is returned as it is. */
export const withErrorCode = (body: unknown): unknown => {
  if (!isEnvelope(body)) return body;
  const details = body.error.details;
  const known = typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  if (typeof known.code === 'string') return body;
  return { ...body, error: { ...body.error, details: { ...known, code: fallbackCode(body.error.status, body.error.name, body.error.message) } } };
};
