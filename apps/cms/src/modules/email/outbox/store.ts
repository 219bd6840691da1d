import { settings } from '../../../config/env';
import { decryptJson, encryptJson, isEncrypted, typeBindingOf } from '../../privacy';

/** The outbox table (a content type without routes, so SQLite and PostgreSQL both get it from Strapi's schema sync). */
export const OUTBOX = 'api::email.outbox-message';

/** What callers hand the email plugin: the provider's send options (to, subject, text, html, from, replyTo …). */
export type OutgoingEmail = { to: string | string[]; subject: string; text?: string; html?: string; [option: string]: unknown };

/** The provider that really sends (SMTP, or the outbox-dir files): only the worker calls it. */
export type EmailProvider = { send: (options: Record<string, unknown>) => Promise<unknown> };

/** Bodies can hold reset links: sealed with the data key when one is set, like the crisis kit's free text. */
// Bound to the outbox's message field (sealed before the row exists), so it opens nowhere else.
const BINDING = typeBindingOf(OUTBOX, 'message');
export const sealMessage = (message: OutgoingEmail): string => (settings().DATA_ENCRYPTION_KEY ? encryptJson(message, BINDING) : JSON.stringify(message));

export const openMessage = (stored: string): OutgoingEmail =>
  isEncrypted(stored) ? decryptJson<OutgoingEmail>(stored, BINDING) : (JSON.parse(stored) as OutgoingEmail);
