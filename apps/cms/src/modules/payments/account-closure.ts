import { deleteWhere } from '../shared';
import type { PaymentsContext } from './context';
import { CHARGE, EVENT, ORDER, PM, SUB, TERMINAL, USER } from './model';

/** What payments do when an account is deleted. */
export const createAccountClosure = ({ strapi, q, lock, gateway }: PaymentsContext) => ({
  /**
   * Before an account is deleted: ends its live subscriptions at the provider at once (no renewal can
   * charge a deleted account), detaches its saved cards, deletes its customer at the provider (name,
   * email, billing address), and removes its payment records and payment events here. The provider
   * keeps its own records of past payments, as it must (README, What is kept after an account is deleted).
   */
  async closeAccount(userId: number): Promise<void> {
    return lock(`user:${userId}`, async () => {
      const user = await q(USER).findOne({ where: { id: userId }, select: ['customerId'] });
      const subs = await q(SUB).findMany({ where: { user: { id: userId } }, select: ['id', 'documentId', 'subscriptionId', 'status'] });
      for (const sub of subs) {
        if (sub.subscriptionId && !TERMINAL.includes(sub.status)) await gateway().cancelSubscription(sub.subscriptionId, `cancel:${sub.documentId}`);
      }
      const methods = await q(PM).findMany({ where: { user: { id: userId } }, select: ['id', 'payment_method_id'] });
      for (const method of methods) await gateway().detachPaymentMethod(method.payment_method_id);
      await gateway().deleteCustomer(user?.customerId ?? null, userId);
      // Stored events name the customer, its subscriptions and our user id; applied, they are of no more use.
      const refs = subs.map((sub) => sub.subscriptionId as string | null).filter((ref): ref is string => !!ref);
      if (refs.length) await q(EVENT).deleteMany({ where: { subscriptionRef: { $in: refs } } });
      const ofAccount = { $or: [{ user: { id: userId } }, { subscription: { user: { id: userId } } }] };
      await deleteWhere(strapi, CHARGE, ofAccount);
      await deleteWhere(strapi, ORDER, ofAccount);
      await deleteWhere(strapi, SUB, { user: { id: userId } });
      await deleteWhere(strapi, PM, { user: { id: userId } });
    });
  },
});
