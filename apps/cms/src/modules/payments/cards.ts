import { PAYMENT_TEXT, type PaymentMethod, type SavedPaymentMethod } from '@steady/contracts';
import type { PaymentsContext } from './context';
import { isUniqueViolation } from './db';
import type { createLookups } from './lookups';
import { LIVE, PM, SUB, USER, type Billing } from './model';
import { toPaymentMethod } from './views';
import { fail } from '../http';

/** The user's provider customer and saved cards. */
export const createCards = ({ strapi, q, lock, gateway }: PaymentsContext, { loadUser }: ReturnType<typeof createLookups>) => {
  /** The user's provider customer, created once (idempotency key + a conditional write of customerId). */
  const ensureCustomer = async (userId: number, billing?: Billing): Promise<string> => {
    const user = await loadUser(userId);
    if (user.customerId) {
      if (billing) await gateway().updateCustomer(user.customerId, { name: billing.name, email: billing.email, address: billing.address });
      return user.customerId;
    }
    const { id } = await gateway().createCustomer(
      {
        name: billing?.name || user.firstName || user.username,
        email: billing?.email || user.email,
        ...(billing ? { address: billing.address } : {}),
        metadata: { userId: String(userId), userDocumentId: user.documentId },
      },
      `customer:${user.documentId}`,
    );
    await q(USER).updateMany({ where: { id: userId, customerId: null }, data: { customerId: id } });
    return (await loadUser(userId)).customerId;
  };

  const listMethods = async (userId: number): Promise<PaymentMethod[]> => {
    const rows = await q(PM).findMany({ where: { user: { id: userId } }, orderBy: [{ is_default: 'desc' }, { id: 'asc' }] });
    return rows.map(toPaymentMethod);
  };

  const liveSubscriptionIds = async (userId: number) =>
    (await q(SUB).findMany({ where: { user: { id: userId }, status: { $in: LIVE }, subscriptionId: { $notNull: true } }, select: ['subscriptionId'] })).map(
      (s) => s.subscriptionId as string,
    );

  const makeDefault = async (userId: number, customerId: string, rowId: number, paymentMethodId: string) => {
    await gateway().setDefaultPaymentMethod(customerId, paymentMethodId, await liveSubscriptionIds(userId));
    // (updateMany cannot filter through a relation, so the user's other cards are looked up first.)
    const others = (await q(PM).findMany({ where: { user: { id: userId }, id: { $ne: rowId } }, select: ['id'] })).map((m) => m.id);
    await strapi.db.transaction(async () => {
      if (others.length) await q(PM).updateMany({ where: { id: { $in: others } }, data: { is_default: false } });
      await q(PM).updateMany({ where: { id: rowId }, data: { is_default: true } });
    });
  };

  /** Saves a card to the user; a card with the same fingerprint as a saved one is not saved twice. */
  const saveMethod = async (userId: number, paymentMethodId: string, wantDefault: boolean): Promise<SavedPaymentMethod> =>
    lock(`user:${userId}`, async () => {
      const customerId = await ensureCustomer(userId);
      const gw = gateway();
      const pm = await gw.retrievePaymentMethod(paymentMethodId);
      const mine = pm && (pm.customerId === customerId || (!pm.customerId && (await gw.mayAttachUnowned(paymentMethodId, userId))));
      if (!pm || !mine) throw fail('payment_method_not_found');

      const taken = await q(PM).findOne({ where: { payment_method_id: paymentMethodId }, populate: { user: { select: ['id'] } } });
      if (taken && taken.user?.id !== userId) throw fail('payment_method_not_found');
      const sameCard = taken ?? (pm.card.fingerprint ? await q(PM).findOne({ where: { user: { id: userId }, fingerprint: pm.card.fingerprint } }) : null);
      const hasDefault = (await q(PM).count({ where: { user: { id: userId }, is_default: true } })) > 0;

      let row = sameCard;
      if (!row) {
        if (pm.customerId !== customerId) await gw.attachPaymentMethod(paymentMethodId, customerId);
        try {
          row = await q(PM).create({
            data: {
              user: userId,
              payment_method_id: pm.id,
              card_brand: pm.card.brand,
              card_last4: pm.card.last4,
              card_exp_month: pm.card.exp_month,
              card_exp_year: pm.card.exp_year,
              fingerprint: pm.card.fingerprint,
              is_default: false,
            },
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          row = await q(PM).findOne({ where: { payment_method_id: pm.id, user: { id: userId } } });
          if (!row) throw fail('payment_method_not_found');
        }
      }
      if (wantDefault || !hasDefault) await makeDefault(userId, customerId, row.id, row.payment_method_id);
      const saved = await q(PM).findOne({ where: { id: row.id } });
      return { data: toPaymentMethod(saved), reused: !!sameCard && sameCard.payment_method_id !== paymentMethodId, message: PAYMENT_TEXT.methodAdded };
    });

  return {
    ensureCustomer,
    listMethods,

    attachPaymentMethod: (userId: number, paymentMethodId: string, wantDefault: boolean) => saveMethod(userId, paymentMethodId, wantDefault),

    async setDefaultMethod(userId: number, paymentMethodId: string): Promise<PaymentMethod[]> {
      return lock(`user:${userId}`, async () => {
        const row = await q(PM).findOne({ where: { payment_method_id: paymentMethodId, user: { id: userId } } });
        if (!row) throw fail('payment_method_not_found');
        await makeDefault(userId, await ensureCustomer(userId), row.id, row.payment_method_id);
        return listMethods(userId);
      });
    },

    async deleteMethod(userId: number, paymentMethodId: string): Promise<PaymentMethod[]> {
      return lock(`user:${userId}`, async () => {
        const row = await q(PM).findOne({ where: { payment_method_id: paymentMethodId, user: { id: userId } } });
        if (!row) throw fail('payment_method_not_found');
        if (row.is_default) throw fail('default_method_not_deletable');
        await gateway().detachPaymentMethod(paymentMethodId);
        await q(PM).delete({ where: { id: row.id } });
        return listMethods(userId);
      });
    },
  };
};
