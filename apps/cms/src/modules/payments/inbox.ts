import { settings } from '../../config/env';
import { retryDelay } from './backoff';
import type { PaymentsContext } from './context';
import { isUniqueViolation } from './db';
import { decodeEvent, encodeEvent, subscriptionRefOf } from './event-codec';
import type { Events, Followup } from './events';
import { EVENT, SUB, type GatewayEvent, type GatewayKind } from './model';

/** What became of one stored event on one attempt. */
export type Attempt = 'done' | 'failed' | 'skipped';

/**
 * Whoever stores an event applies it at once (the webhook, the sandbox after its commit); the worker leaves
 * a just-stored event alone this long, so it does not take it from under them, and takes it after that if
 * they could not (their instance died, the database went away).
 */
const FIRST_ATTEMPT_GRACE_MS = 2000;

/** What the webhook answers: applied now, seen before, not a type we act on, or stored and left to the worker. */
export type Receipt = 'processed' | 'duplicate' | 'ignored' | 'queued';

/**
 * The payment events inbox (issue 11.6). Every provider event is stored first, keyed by its id (unique), and
 * acknowledged only once stored; then it is applied. An attempt is one database transaction: it claims the
 * row, applies the event and marks it done, so a failure anywhere (the database restarting mid-way) leaves
 * no half-applied event, only a pending one. Emails follow the commit. A failed event waits with exponential
 * backoff and the worker (jobs.ts) tries it again, until it succeeds. Several instances may run the worker:
 * on PostgreSQL a row being applied is locked (`FOR UPDATE SKIP LOCKED`) and the others pass it by; SQLite
 * has one writer at a time. A row that was claimed and then lost its connection is simply pending again.
 */
export const createInbox = ({ strapi, q }: PaymentsContext, { apply, runFollowups }: Pick<Events, 'apply' | 'runFollowups'>) => {
  const table = () => strapi.db.metadata.get(EVENT as never).tableName;
  const onPostgres = () => strapi.db.dialect.client === 'postgres';

  /** Stores an event unless its id is there already; throws when the database cannot take it (the sender retries). */
  const store = async (event: GatewayEvent, gateway: GatewayKind): Promise<{ id: number; status: string; stored: boolean }> => {
    const seen = async () => {
      const row = await q(EVENT).findOne({ where: { eventId: event.id }, select: ['id', 'status'] });
      // Rows from before the inbox have no status: they were applied when they came in.
      return row ? { id: row.id as number, status: (row.status as string | null) ?? 'done', stored: false } : null;
    };
    const existing = await seen();
    if (existing) return existing;
    const ignored = event.type === 'ignored';
    const now = new Date();
    try {
      const row = await q(EVENT).create({
        data: {
          eventId: event.id,
          type: ignored ? event.originalType : event.type,
          gateway,
          eventCreatedAt: event.created,
          subscriptionRef: subscriptionRefOf(event),
          payload: ignored ? null : encodeEvent(event),
          status: ignored ? 'done' : 'pending',
          attempts: 0,
          nextAttemptAt: ignored ? now : new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS),
          processedAt: ignored ? now : null,
        },
      });
      return { id: row.id as number, status: row.status as string, stored: true };
    } catch (error) {
      // Inside a transaction (the sandbox's) PostgreSQL has aborted it: let it fail as a whole.
      if (!isUniqueViolation(error) || strapi.db.inTransaction()) throw error;
      const again = await seen();
      if (!again) throw error;
      return again;
    }
  };

  const recordFailure = async (id: number, error: unknown) => {
    try {
      const row = await q(EVENT).findOne({ where: { id }, select: ['eventId', 'status', 'attempts'] });
      if (!row || row.status !== 'pending') return;
      const attempts = Number(row.attempts ?? 0) + 1;
      const delay = retryDelay(attempts, { baseMs: settings().PAYMENT_EVENT_RETRY_BASE_MS, maxMs: settings().PAYMENT_EVENT_RETRY_MAX_MS });
      const now = new Date();
      const message = (error as Error)?.message ?? String(error);
      await q(EVENT).updateMany({
        where: { id, status: 'pending', attempts: row.attempts ?? 0 },
        data: { attempts, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + delay), lastError: message.slice(0, 2000) },
      });
      strapi.log.warn(`[payments] event ${row.eventId} not applied (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${message}`);
    } catch (again) {
      // The database is away: the row is still pending and due, and the worker will find it.
      strapi.log.error(`[payments] event ${id} not applied and its failure not recorded: ${(again as Error).message}`);
    }
  };

  /**
   * One attempt at one stored event. `dueOnly` (the worker) leaves an event alone until its backoff has passed;
   * a person waiting (subscription-status) or the request that stored it does not wait for that.
   */
  const attempt = async (id: number, { dueOnly }: { dueOnly: boolean }): Promise<Attempt> => {
    let later: Followup[] = [];
    try {
      const outcome = await strapi.db.transaction(async ({ trx }) => {
        if (onPostgres()) {
          // Lock the row for this transaction; one that another instance is applying is skipped, not waited for.
          const free = await trx(table()).where({ id, status: 'pending' }).forUpdate().skipLocked().first('id');
          if (!free) return 'skipped' as const;
        }
        const row = await q(EVENT).findOne({ where: { id, status: 'pending', ...(dueOnly ? { nextAttemptAt: { $lte: new Date() } } : {}) } });
        if (!row) return 'skipped' as const;
        later = await apply(decodeEvent(row.payload));
        const now = new Date();
        await q(EVENT).update({
          where: { id },
          data: { status: 'done', attempts: Number(row.attempts ?? 0) + 1, lastAttemptAt: now, processedAt: now, lastError: null },
        });
        return 'done' as const;
      });
      if (outcome === 'done') await runFollowups(later);
      return outcome;
    } catch (error) {
      await recordFailure(id, error);
      return 'failed';
    }
  };

  /** Applied events whose subscription is not ours (any more): payload and subscription id are emptied. */
  const forgetOrphans = async () => {
    const knex = strapi.db.connection;
    const column = (uid: string, attribute: string) =>
      (strapi.db.metadata.get(uid as never).attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    const subs = strapi.db.metadata.get(SUB as never).tableName;
    const [ref, subscriptionId] = [column(EVENT, 'subscriptionRef'), column(SUB, 'subscriptionId')];
    await knex(table())
      .where(column(EVENT, 'status'), 'done')
      .whereNotNull(ref)
      .whereNotExists(knex(subs).select(knex.raw('1')).whereRaw('??.?? = ??.??', [subs, subscriptionId, table(), ref]))
      .update({ [ref]: null, [column(EVENT, 'payload')]: null });
  };

  const attemptAll = async (ids: number[], dueOnly: boolean) => {
    const outcomes: Attempt[] = [];
    for (const id of ids) outcomes.push(await attempt(id, { dueOnly }));
    return outcomes;
  };

  return {
    store,

    /** A webhook delivery: store (a failure throws: answer 5xx so the provider sends it again), then apply. */
    async receive(event: GatewayEvent, gateway: GatewayKind): Promise<Receipt> {
      const row = await store(event, gateway);
      if (event.type === 'ignored') return row.stored ? 'ignored' : 'duplicate';
      if (row.status === 'done') return 'duplicate';
      const outcome = await attempt(row.id, { dueOnly: false });
      if (outcome === 'done') return 'processed';
      return outcome === 'skipped' && !row.stored ? 'duplicate' : 'queued';
    },

    /** Applies events just stored (the sandbox's, after its transaction committed); failures stay for the worker. */
    async applyStored(eventIds: string[]): Promise<void> {
      try {
        const rows = await q(EVENT).findMany({ where: { eventId: { $in: eventIds }, status: 'pending' }, select: ['id'], orderBy: { id: 'asc' } });
        await attemptAll(
          rows.map((r) => r.id as number),
          false,
        );
      } catch (error) {
        strapi.log.error(`[payments] stored events left for the worker: ${(error as Error).message}`);
      }
    },

    /** Applies whatever is pending for one provider subscription, before it is checked or shown. */
    async drainFor(subscriptionRef: string): Promise<void> {
      const rows = await q(EVENT).findMany({ where: { subscriptionRef, status: 'pending' }, select: ['id'], orderBy: { id: 'asc' } });
      await attemptAll(
        rows.map((r) => r.id as number),
        false,
      );
    },

    /**
     * Removes events applied more than PAYMENT_EVENTS_KEEP_DAYS ago (rows from before the inbox, with no
     * status, by when they came in); pending ones stay until they are applied. An applied event about a
     * subscription we do not hold (its account was deleted, and Stripe told us of its end afterwards) keeps
     * only its id, to answer a redelivery as a duplicate: its payload names the customer and our user id.
     */
    async pruneApplied(): Promise<number> {
      const before = new Date(Date.now() - settings().PAYMENT_EVENTS_KEEP_DAYS * 24 * 3600_000);
      const { count } = await q(EVENT).deleteMany({
        where: {
          $or: [
            { status: 'done', processedAt: { $lt: before } },
            { status: null, createdAt: { $lt: before } },
          ],
        },
      });
      await forgetOrphans();
      return count;
    },

    /** The worker's round: the oldest due events, each once. */
    async runDue(limit = 50): Promise<{ done: number; failed: number }> {
      const rows = await q(EVENT).findMany({
        where: { status: 'pending', nextAttemptAt: { $lte: new Date() } },
        select: ['id'],
        orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
        limit,
      });
      const outcomes = await attemptAll(
        rows.map((r) => r.id as number),
        true,
      );
      return { done: outcomes.filter((o) => o === 'done').length, failed: outcomes.filter((o) => o === 'failed').length };
    },
  };
};

export type Inbox = ReturnType<typeof createInbox>;
