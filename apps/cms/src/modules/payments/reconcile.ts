import { isEntitling } from '@steady/contracts';
import { settings } from '../../config/env';
import type { PaymentsContext } from './context';
import type { Events } from './events';
import type { Inbox } from './inbox';
import { PREMIUM, SUB, TERMINAL } from './model';

/** Subscriptions the provider may still change on its own, and so the ones worth checking. */
const OPEN = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

/**
 * Reconciliation (issue 11.6): our record of a subscription is repaired from the provider's whenever they might
 * disagree — an event that never arrived or was never applied must not leave a paying person locked out. First
 * the subscription's stored events are applied, then, unless the record is in an agreed state (ended, or paid
 * up with a recent check), the provider's current record is read and applied through the same idempotent path
 * as events. Runs on `subscription-status` and, for every subscription left unsettled, from a periodic job.
 */
export const createReconciler = (
  { strapi, q, gateway }: PaymentsContext,
  { applyInvoicePaid, applySubscription }: Pick<Events, 'applyInvoicePaid' | 'applySubscription'>,
  inbox: Inbox,
) => {
  const afterMs = () => settings().PAYMENT_RECONCILE_AFTER_MS;

  /** Ended, or paid up until a future date and checked (or told by an event) within the last PAYMENT_RECONCILE_AFTER_MS. */
  const agreed = (local: any, now: Date) => {
    if (TERMINAL.includes(local.status)) return true;
    const checked = local.stateAt && now.getTime() - new Date(local.stateAt).getTime() <= afterMs();
    return isEntitling(local.status) && !!checked && !!local.nextPaymentDate && new Date(local.nextPaymentDate) > now;
  };

  const reconcile = async (subId: number): Promise<void> => {
    let local = await q(SUB).findOne({ where: { id: subId }, select: ['id', 'subscriptionId', 'status', 'stateAt', 'nextPaymentDate'] });
    if (!local?.subscriptionId) return;
    await inbox.drainFor(local.subscriptionId);
    local = await q(SUB).findOne({ where: { id: subId }, select: ['id', 'subscriptionId', 'status', 'stateAt', 'nextPaymentDate'] });
    // "Now" before reading the provider: the snapshot is at least this new, so a later event still wins over it.
    const now = await gateway().now();
    if (!local || agreed(local, now)) return;
    const gs = await gateway().retrieveSubscription(local.subscriptionId);
    if (!gs) {
      // Gone at the provider: an unpaid checkout has expired; anything else is logged and not asked about again for a while.
      if (local.status === 'incomplete')
        await q(SUB).updateMany({ where: { id: local.id, status: 'incomplete' }, data: { status: 'incomplete_expired', pendingKey: null, stateAt: now } });
      else {
        strapi.log.warn(`[payments] subscription ${local.subscriptionId} is ${local.status} here but unknown to the provider`);
        await q(SUB).updateMany({ where: { id: local.id }, data: { stateAt: now } });
      }
      return;
    }
    if (gs.latestInvoice?.status === 'paid') await applyInvoicePaid(gs.latestInvoice, now);
    await applySubscription(gs, now);
  };

  return {
    reconcile,

    /** The periodic job: subscriptions not settled and not checked for a while, oldest check first. */
    async reconcileStale(limit = 25): Promise<{ checked: number; failed: number }> {
      const now = await gateway().now();
      const checkedBefore = new Date(now.getTime() - afterMs());
      const rows = await q(SUB).findMany({
        where: {
          subscriptionId: { $notNull: true },
          status: { $in: OPEN },
          // Leave a checkout that just started to the person finishing it.
          createdAt: { $lte: new Date(Date.now() - afterMs()) },
          $and: [
            { $or: [{ stateAt: null }, { stateAt: { $lte: checkedBefore } }] },
            { $or: [{ status: { $notIn: PREMIUM } }, { nextPaymentDate: null }, { nextPaymentDate: { $lte: now } }] },
          ],
        },
        select: ['id'],
        orderBy: [{ stateAt: 'asc' }, { id: 'asc' }],
        limit,
      });
      let failed = 0;
      for (const row of rows) {
        try {
          await reconcile(row.id as number);
        } catch (error) {
          failed++;
          strapi.log.error(`[payments] subscription ${row.id} not reconciled: ${(error as Error).message}`);
        }
      }
      return { checked: rows.length, failed };
    },
  };
};

export type Reconciler = ReturnType<typeof createReconciler>;
