import { msg } from '@lingui/core/macro';

/*
 * The words a person reads for an error (docs/api.md "Error codes"). This module and all-error-messages are
 * the one place the web app chooses error words, as message descriptors of the catalogues, put into the
 * person's language when an error is put into words (`i18n._(descriptor)`). Here: the words for no answer,
 * an outage or a failure nothing is known about, which need no download; every answer's words by its code
 * are in all-error-messages, loaded with the first error answer.
 */

/** Shown when the request never got an answer (offline, DNS, CORS, server down). Spec §8. */
export const NETWORK_ERROR_MESSAGE = msg`Something went wrong, try again`;
export const SERVER_ERROR_MESSAGE = msg`Something went wrong on our side. Please try again in a moment.`;
export const UNEXPECTED_RESPONSE_MESSAGE = msg`We received an unexpected answer. Please try again.`;
/** A 503 (the service's database is away) or a gateway in front of it saying so: nothing is wrong with the person's sign-in. */
export const SERVICE_UNAVAILABLE_MESSAGE = msg`We are having trouble reaching our service right now. Please try again in a moment.`;
/** Any other failure nothing more is known about. */
export const GENERIC_MESSAGE = msg`Something went wrong. Please try again.`;
