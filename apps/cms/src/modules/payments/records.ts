import type { Order, Subscription } from '@steady/contracts';
import type { PaymentsContext } from './context';
import { CHARGE, ORDER, SUB } from './model';
import { toCharge, toOrder, toSubscription } from './views';

/** How a subscription (with its receipts) and an order leave the server. */
export const createRecords = ({ q }: PaymentsContext) => {
  const subscriptionDetail = async (subId: number): Promise<Subscription> => {
    const sub = await q(SUB).findOne({ where: { id: subId }, populate: { plan: true } });
    const charges = await q(CHARGE).findMany({ where: { subscription: { id: subId } }, orderBy: [{ date: 'desc' }, { id: 'desc' }] });
    const orders = charges.length
      ? await q(ORDER).findMany({
          where: { charge: { id: { $in: charges.map((c) => c.id) } } },
          populate: { charge: { select: ['id'] } },
          select: ['documentId'],
        })
      : [];
    const orderOf = new Map(orders.map((o) => [o.charge?.id, o.documentId as string]));
    return toSubscription(
      sub,
      charges.map((c) => toCharge(c, orderOf.get(c.id) ?? null)),
    );
  };

  const orderView = async (where: Record<string, unknown>): Promise<Order | null> => {
    const o = await q(ORDER).findOne({ where, populate: { subscription: { select: ['documentId', 'subscriptionId', 'status'] } } });
    return o ? toOrder(o) : null;
  };

  return { subscriptionDetail, orderView };
};
