import { errors } from '@strapi/utils';
import type { PaymentsContext } from './context';
import { settings } from '../config/env';
import { PLAN, SUB, USER } from './model';

/** The user, plan and subscription lookups every part starts from; a subscription is only ever the user's own. */
export const createLookups = ({ q }: PaymentsContext) => {
  const loadUser = async (userId: number) => {
    const user = await q(USER).findOne({ where: { id: userId }, select: ['id', 'documentId', 'username', 'email', 'firstName', 'customerId'] });
    if (!user) throw new errors.UnauthorizedError('Your session has ended. Please sign in again.');
    return user;
  };

  const resolvePlan = async (ref?: string) => {
    const id = ref ?? settings().PREMIUM_PLAN;
    const plan = await q(PLAN).findOne({ where: { $or: [{ slug: id }, { stripePlanId: id }] } });
    if (!plan) throw new errors.ValidationError(ref ? 'planId: Unknown plan' : 'The premium plan is not configured');
    return plan;
  };

  /** The user's own subscription named by documentId or provider id; anything else is a 404. */
  const ownSubscription = async (userId: number, ref: string, populate: Record<string, unknown> = { plan: true }) => {
    const sub = await q(SUB).findOne({ where: { user: { id: userId }, $or: [{ documentId: ref }, { subscriptionId: ref }] }, populate });
    if (!sub) throw new errors.NotFoundError('Subscription not found');
    return sub;
  };

  return { loadUser, resolvePlan, ownSubscription };
};
