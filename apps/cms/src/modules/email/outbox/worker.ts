import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { settings } from '../../../config/env';
import { jobsMayRun } from '../../readiness';
import { retryDelayMs } from './backoff';
import { OUTBOX, openMessage, type EmailProvider } from './store';
import { withTimeout } from './with-timeout';

/*
 * The outbox worker (decision 011). Each instance runs it on Strapi's cron and right after a message is
 * queued. A row is claimed by a conditional update (pending, or a claim that expired → sending, with a
 * token and an expiry), so two instances never send the same row at once; it is marked sent once the
 * provider accepted it. A failure is retried with exponential backoff until EMAIL_MAX_ATTEMPTS.
 */

const BATCH = 20;
const KEEP_SENT_MS = 7 * 24 * 3600_000;
const KEEP_FAILED_MS = 30 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

type Row = { id: number; attempts: number };

let strapiRef: Core.Strapi | null = null;
let provider: EmailProvider | null = null;
let running: Promise<void> | null = null;
let again = false;
let lastPurgeAt = 0;

const q = (strapi: Core.Strapi) => strapi.db.query(OUTBOX);

/** SMTP has its own connect/greeting/idle timeouts; this bounds one whole send across its phases. */
const sendTimeoutMs = () => 3 * settings().EMAIL_SEND_TIMEOUT_MS;
/** A claim outlives any send, so a row is taken over only from an instance that stopped. */
const claimTtlMs = () => sendTimeoutMs() + 30_000;

const dueWhere = (now: Date) => ({
  $or: [
    { status: 'pending', nextAttemptAt: { $lte: now } },
    { status: 'sending', claimExpiresAt: { $lt: now } },
  ],
});

const claim = async (strapi: Core.Strapi, row: Row): Promise<string | null> => {
  const now = new Date();
  const token = randomUUID();
  const { count } = await q(strapi).updateMany({
    where: { id: row.id, attempts: row.attempts, ...dueWhere(now) },
    data: { status: 'sending', claimToken: token, claimExpiresAt: new Date(now.getTime() + claimTtlMs()), attempts: row.attempts + 1 },
  });
  return count === 1 ? token : null;
};

const recordFailure = async (strapi: Core.Strapi, id: number, token: string, attempts: number, error: Error, recipient: string) => {
  const { EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_BASE_MS, EMAIL_RETRY_MAX_MS } = settings();
  const lastError = error.message.slice(0, 1000);
  const mine = { id, claimToken: token };
  if (attempts >= EMAIL_MAX_ATTEMPTS) {
    await q(strapi).updateMany({ where: mine, data: { status: 'failed', lastError, claimToken: null, claimExpiresAt: null } });
    strapi.log.error(`[email] gave up on outbox message ${id} to ${recipient} after ${attempts} attempts: ${lastError}`);
    return;
  }
  const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, EMAIL_RETRY_BASE_MS, EMAIL_RETRY_MAX_MS));
  await q(strapi).updateMany({ where: mine, data: { status: 'pending', lastError, nextAttemptAt, claimToken: null, claimExpiresAt: null } });
  strapi.log.warn(`[email] outbox message ${id} not sent (attempt ${attempts}), next try ${nextAttemptAt.toISOString()}: ${lastError}`);
};

const deliver = async (strapi: Core.Strapi, send: EmailProvider['send'], id: number, token: string) => {
  const row = await q(strapi).findOne({ where: { id, claimToken: token }, select: ['message', 'messageId', 'attempts', 'recipient'] });
  if (!row) return;
  try {
    const message = openMessage(row.message);
    // One Message-ID for every try, so a receiver can tell a retry from a second email.
    await withTimeout(send({ ...message, messageId: `<${row.messageId}>` }), sendTimeoutMs(), 'sending the email');
  } catch (error) {
    await recordFailure(strapi, id, token, row.attempts, error as Error, row.recipient);
    return;
  }
  // The body (it may hold a reset link) is not kept once it went out.
  const { count } = await q(strapi).updateMany({
    where: { id, claimToken: token },
    data: { status: 'sent', sentAt: new Date(), message: null, lastError: null, claimToken: null, claimExpiresAt: null },
  });
  if (count !== 1) strapi.log.warn(`[email] outbox message ${id} was sent after its claim expired; it may go out twice`);
};

const purgeOld = async (strapi: Core.Strapi) => {
  if (Date.now() - lastPurgeAt < PURGE_EVERY_MS) return;
  lastPurgeAt = Date.now();
  await q(strapi).deleteMany({ where: { status: 'sent', sentAt: { $lt: new Date(Date.now() - KEEP_SENT_MS) } } });
  await q(strapi).deleteMany({ where: { status: 'failed', updatedAt: { $lt: new Date(Date.now() - KEEP_FAILED_MS) } } });
};

const drain = async (strapi: Core.Strapi, send: EmailProvider['send']) => {
  for (;;) {
    const due: Row[] = await q(strapi).findMany({ where: dueWhere(new Date()), select: ['id', 'attempts'], orderBy: { id: 'asc' }, limit: BATCH });
    let claimed = 0;
    for (const row of due) {
      if (!provider) return; // stopped meanwhile
      const token = await claim(strapi, row);
      if (!token) continue; // another instance has it
      claimed += 1;
      await deliver(strapi, send, row.id, token);
    }
    if (claimed === 0) return;
  }
};

/** Sends what is due. Calls while a round runs ask for one more round instead of running alongside. */
export const deliverDueEmails = (strapi: Core.Strapi): Promise<void> => {
  if (!provider) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  const send = provider.send.bind(provider);
  running = (async () => {
    try {
      // While the database is away the round is skipped (readiness/database-probe): the next poll tries again.
      if (!(await jobsMayRun(strapi))) return;
      do {
        again = false;
        await drain(strapi, send);
      } while (again && provider);
      await purgeOld(strapi);
    } catch (error) {
      strapi.log.error(`[email] the outbox worker stopped this round: ${(error as Error).message}`);
    } finally {
      running = null;
    }
  })();
  return running;
};

/** After a transaction that queued a message committed: send now rather than at the next poll. */
export const kickDelivery = () => {
  const strapi = strapiRef;
  if (strapi && provider) setImmediate(() => void deliverDueEmails(strapi));
};

export const startDelivery = (strapi: Core.Strapi, realProvider: EmailProvider) => {
  strapiRef = strapi;
  provider = realProvider;
  kickDelivery(); // whatever waited while no instance ran
};

/** At shutdown: no new rounds; a send under way is abandoned and its claim expires for another instance. */
export const stopDelivery = () => {
  provider = null;
  strapiRef = null;
};
