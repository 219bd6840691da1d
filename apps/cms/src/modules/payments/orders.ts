import type { Order } from '@steady/contracts';
import type { PaymentsContext } from './context';
import type { createLookups } from './lookups';
import { ORDER } from './model';
import type { Notifications } from './notifications';
import type { createRecords } from './records';
import { toOrder } from './views';
import { fail } from '../http';

/** The user's orders, and the order and cancellation emails sent again on request. */
export const createOrders = (
  { q }: PaymentsContext,
  { ownSubscription }: ReturnType<typeof createLookups>,
  { sendOrderEmail, sendCancellationEmail }: Notifications,
  { orderView }: ReturnType<typeof createRecords>,
) => ({
  async listOrders(userId: number): Promise<Order[]> {
    const rows = await q(ORDER).findMany({
      where: { user: { id: userId } },
      populate: { subscription: { select: ['documentId', 'subscriptionId', 'status'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toOrder);
  },

  async getOrder(userId: number, documentId: string): Promise<Order> {
    const order = await orderView({ documentId, user: { id: userId } });
    if (!order) throw fail('order_not_found');
    return order;
  },

  async resendOrderEmail(userId: number, documentId: string): Promise<{ ok: true; sent: boolean }> {
    const order = await q(ORDER).findOne({ where: { documentId, user: { id: userId } }, select: ['id'] });
    if (!order) throw fail('order_not_found');
    return { ok: true, sent: await sendOrderEmail(order.id) };
  },

  async resendCancellationEmail(userId: number, ref: string): Promise<{ ok: true; sent: boolean }> {
    const local = await ownSubscription(userId, ref);
    if (local.status !== 'canceled' && !local.cancelAtPeriodEnd) throw fail('subscription_not_cancelled');
    return { ok: true, sent: await sendCancellationEmail(local.id) };
  },
});
