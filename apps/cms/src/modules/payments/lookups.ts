import type { PaymentsContext } from './context';
import { settings } from '../../config/env';
import { PLAN, SUB, USER } from './model';
import { fail } from '../http';
import { ENGLISH_VERSION } from '../content';

/** The user, plan and subscription lookups every part starts from; a subscription is only ever the user's own. */
export const createLookups = ({ q }: PaymentsContext) => {
  const loadUser = async (userId: number) => {
    const user = await q(USER).findOne({ where: { id: userId }, select: ['id', 'documentId', 'username', 'email', 'firstName', 'customerId'] });
    if (!user) throw fail('session_ended');
    return user;
  };

  const resolvePlan = async (ref?: string) => {
    const id = ref ?? settings().PREMIUM_PLAN;
    const plan = await q(PLAN).findOne({ where: { $or: [{ slug: id }, { stripePlanId: id }], ...ENGLISH_VERSION } });
    if (!plan) throw ref ? fail('unknown_plan', { path: 'planId' }) : fail('plan_not_configured');
    return plan;
  };

  /** The user's own subscription named by documentId or provider id; anything else is a 404. */
  const ownSubscription = async (userId: number, ref: string, populate: Record<string, unknown> = { plan: true }) => {
    const sub = await q(SUB).findOne({ where: { user: { id: userId }, $or: [{ documentId: ref }, { subscriptionId: ref }] }, populate });
    if (!sub) throw fail('subscription_not_found');
    return sub;
  };

  return { loadUser, resolvePlan, ownSubscription };
};
