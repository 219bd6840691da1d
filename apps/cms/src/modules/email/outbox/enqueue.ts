import { randomUUID } from 'node:crypto';
import { settings } from '../../../config/env';
import { OUTBOX, sealMessage, type OutgoingEmail } from './store';
import { kickDelivery } from './worker';

const recipientOf = (to: OutgoingEmail['to']) => (Array.isArray(to) ? to.join(', ') : String(to ?? ''));

/** Stands for the address in the row of an email to someone whose account is gone (the body holds it until sent). */
export const FORGOTTEN_RECIPIENT = '(a deleted account)';

export type EnqueueOptions = {
  /**
   * The last email to a deleted account: its row does not name the address, so once it is sent (its body
   * erased) nothing in the outbox leads back to the person.
   */
  forgetRecipient?: boolean;
};

/**
 * Queues one email and returns: it never waits for SMTP. Called inside `strapi.db.transaction`, the row
 * joins that transaction (Strapi keeps it in async local storage), so the email exists exactly when the
 * change it announces does; the worker is woken once the transaction commits.
 */
export const enqueueEmail = async (message: OutgoingEmail, { forgetRecipient = false }: EnqueueOptions = {}): Promise<void> => {
  await strapi.db.transaction(async ({ onCommit }) => {
    await strapi.db.query(OUTBOX).create({
      data: {
        recipient: forgetRecipient ? FORGOTTEN_RECIPIENT : recipientOf(message.to),
        subject: String(message.subject ?? ''),
        message: sealMessage(message),
        messageId: `${randomUUID()}@${new URL(settings().publicUrl).hostname}`,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
      },
    });
    onCommit(kickDelivery);
  });
};
