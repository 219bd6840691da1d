import { i18n, type MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '@steady/contracts';
import { screenWordsReady } from '../i18n/activate-locale';
import { GENERIC_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './error-messages';

/** Statuses that mean "the service cannot answer right now": ask again later, keep the session. */
export const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

type AllErrorMessages = typeof import('./all-error-messages');

/** Undefined until all-error-messages has loaded: until then the server's own words stand in. */
let all: AllErrorMessages | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the words of every error answer, once: call it before putting an answer into words. If they cannot
 * load (an old service worker's cache, say), the server's own words stand in, as for a code nobody knows,
 * and the next call tries again. For every code but the general ones the server's English is ours.
 */
export function loadErrorWords(): Promise<void> {
  // The words are in the screens' catalogue (lingui.config.ts), which loads beside them.
  loading ??= Promise.all([import('./all-error-messages'), screenWordsReady()]).then(
    ([m]) => {
      all = m;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

export type ErrorAnswer = {
  status: number;
  /** `error.details.code` of the answer, if it had one. */
  code?: string | undefined;
  /** `error.message` of the answer: the server's English. */
  serverMessage?: string | undefined;
  /** `error.details`: a card refusal's `decline_code` says more than its code. */
  details?: unknown;
};

/** The server writes English: its own words say more than ours only to someone reading English. */
const readsEnglish = () => i18n.locale === undefined || i18n.locale === 'en';

/**
 * What a person reads for an error answer, in the active language: an outage by its status; a known code in
 * our words (a card refusal by its decline_code when that is a code too); an unknown code or none in the
 * server's words when it sent some, else by status, else a kind general text. Call loadErrorWords() first.
 * Known codes are the keys of the table, not contracts' list, whose statuses and English the first route
 * need not download. For the general codes the server's own (English) words come first for a person
 * reading English; in any other language ours do, as they are in that language.
 */
export function messageForError({ status, code, serverMessage, details }: ErrorAnswer): string {
  if (UNAVAILABLE_STATUSES.has(status)) return i18n._(SERVICE_UNAVAILABLE_MESSAGE);
  if (status >= 500) return i18n._(SERVER_ERROR_MESSAGE);
  const serverWords = serverMessage?.trim();
  const byCode: Partial<Record<string, MessageDescriptor>> = all?.ERROR_MESSAGES ?? {};
  const words = code ? byCode[code] : undefined;
  if (words) {
    if (all?.SERVER_WORDS_FIRST.has(code as ErrorCode) && serverWords && readsEnglish()) return serverWords;
    const declineCode = (details as { decline_code?: unknown } | undefined)?.decline_code;
    return i18n._((typeof declineCode === 'string' && byCode[declineCode]) || words);
  }
  const byStatus = (all?.STATUS_MESSAGES as Partial<Record<number, MessageDescriptor>> | undefined)?.[status];
  if (!readsEnglish() && byStatus) return i18n._(byStatus);
  return serverWords || i18n._(byStatus ?? GENERIC_MESSAGE);
}
