import { randomUUID } from 'node:crypto';
import { settings } from '../config/env';
import { OUTBOX, sealMessage, type OutgoingEmail } from './store';
import { kickDelivery } from './worker';

const recipientOf = (to: OutgoingEmail['to']) => (Array.isArray(to) ? to.join(', ') : String(to ?? ''));

/**
 * Queues one email and returns: it never waits for SMTP. Called inside `strapi.db.transaction`, the row
 * joins that transaction (Strapi keeps it in async local storage), so the email exists exactly when the
 * change it announces does; the worker is woken once the transaction commits.
 */
export const enqueueEmail = async (message: OutgoingEmail): Promise<void> => {
  await strapi.db.transaction(async ({ onCommit }) => {
    await strapi.db.query(OUTBOX).create({
      data: {
        recipient: recipientOf(message.to),
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
