import { enqueueEmail, cancellationEmail, orderEmail, type Branding } from '../email';
import { settings } from '../../config/env';
import type { PaymentsContext } from './context';
import { ORDER, PREMIUM, SUB } from './model';

/**
 * The order and cancellation emails, each queued at most once: the conditional update that claims it
 * (emailSentAt / cancelEmailSentAt null → now) and the outbox row commit in one transaction, so a claim
 * never exists without its email and the worker delivers that email once (decision 011).
 */
export const createNotifications = ({ strapi, q }: PaymentsContext) => {
  const branding = async (): Promise<Branding> => {
    const info = await q('api::app-information.app-information').findOne({ select: ['product_name', 'support_email'] });
    return {
      productName: info?.product_name || 'Steady',
      supportEmail: info?.support_email || settings().EMAIL_REPLY_TO,
      publicUrl: settings().publicUrl,
    };
  };

  /** Runs `queue` in a transaction; false when it found nothing to send or the database refused. */
  const queueOnce = async (what: string, queue: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await strapi.db.transaction(queue);
    } catch (error) {
      strapi.log.error(`[payments] ${what} email not queued: ${(error as Error).message}`);
      return false;
    }
  };

  /** True when the order email was queued now; false when it already was, or the order has no one to write to. */
  const sendOrderEmail = (orderId: number): Promise<boolean> =>
    queueOnce('order', async () => {
      const order = await q(ORDER).findOne({ where: { id: orderId }, populate: { user: { select: ['email', 'language'] } } });
      if (!order?.summary || !order.user?.email) return false;
      const { count } = await q(ORDER).updateMany({ where: { id: orderId, emailSentAt: null }, data: { emailSentAt: new Date() } });
      if (count !== 1) return false;
      await enqueueEmail({ to: order.user.email, ...orderEmail(order.summary, order.documentId, await branding(), order.user.language) });
      return true;
    });

  /**
   * True when the cancellation email was queued now; false when it already was, or the subscription is not
   * cancelled. One email per cancellation: sent when it is cancelled at the period end (saying until when premium
   * stays), not again when that period ends.
   */
  const sendCancellationEmail = (subId: number): Promise<boolean> =>
    queueOnce('cancellation', async () => {
      const sub = await q(SUB).findOne({ where: { id: subId }, populate: { plan: true, user: { select: ['email', 'username', 'firstName', 'language'] } } });
      if (!sub?.user?.email) return false;
      const cancelled = { $or: [{ status: 'canceled' }, { status: { $in: PREMIUM }, cancelAtPeriodEnd: true }] };
      const { count } = await q(SUB).updateMany({ where: { id: subId, cancelEmailSentAt: null, ...cancelled }, data: { cancelEmailSentAt: new Date() } });
      if (count !== 1) return false;
      const name = sub.billing?.name || sub.user.firstName || sub.user.username;
      const canceledAt = sub.canceledAt ? new Date(sub.canceledAt).toISOString() : null;
      const premiumUntil = sub.status !== 'canceled' && sub.cancelAtPeriodEnd && sub.nextPaymentDate ? new Date(sub.nextPaymentDate).toISOString() : null;
      await enqueueEmail({
        to: sub.user.email,
        ...cancellationEmail({ name, planName: sub.plan?.name ?? 'Steady Premium', canceledAt, premiumUntil }, await branding(), sub.user.language),
      });
      return true;
    });

  return { sendOrderEmail, sendCancellationEmail };
};

export type Notifications = ReturnType<typeof createNotifications>;
