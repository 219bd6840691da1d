import type { ErrorCode } from '@steady/contracts';
import { ERROR_MESSAGES, GENERIC_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, STATUS_MESSAGES } from './error-messages';

/** Statuses that mean "the service cannot answer right now": ask again later, keep the session. */
export const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Codes Strapi answers with too, in its own words ('Missing or invalid credentials', a field's own message):
 * those words say more than ours, so they are shown when readable and ours only stand in for them.
 */
export const SERVER_WORDS_FIRST = new Set<ErrorCode>([
  'invalid_input',
  'bad_request',
  'invalid_query',
  'sign_in_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
]);

/** The words for a code, e.g. to show beside a dialog the code opened. */
export const errorMessageFor = (code: ErrorCode): string => ERROR_MESSAGES[code];

export type ErrorAnswer = {
  status: number;
  /** `error.details.code` of the answer, if it had one. */
  code?: string | undefined;
  /** `error.message` of the answer: the server's English. */
  serverMessage?: string | undefined;
  /** `error.details`: a card refusal's `decline_code` says more than its code. */
  details?: unknown;
};

/**
 * What a person reads for an error answer: an outage by its status; a known code in our words (a card
 * refusal by its decline_code when that is a code too); an unknown code or none in the server's words when it
 * sent some, else by status, else a kind general text.
 */
/**
 * A code this module has words for: its own table, not contracts' list of codes, whose statuses and English
 * messages the first route has no need to download (a unit test keeps the two lists the same).
 */
const hasWords = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

export function messageForError({ status, code, serverMessage, details }: ErrorAnswer): string {
  if (UNAVAILABLE_STATUSES.has(status)) return SERVICE_UNAVAILABLE_MESSAGE;
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  const words = serverMessage?.trim();
  if (hasWords(code)) {
    if (SERVER_WORDS_FIRST.has(code) && words) return words;
    const declineCode = (details as { decline_code?: unknown } | undefined)?.decline_code;
    return hasWords(declineCode) ? ERROR_MESSAGES[declineCode] : ERROR_MESSAGES[code];
  }
  return words || (STATUS_MESSAGES[status] ?? GENERIC_MESSAGE);
}
