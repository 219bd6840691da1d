import { factories } from '@strapi/strapi';
import { documentIdParamSchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';
import { payments } from '../../../modules/payments';

/**
 * GET /subscriptions and /subscriptions/:id answer only with the signed-in user's own subscriptions.
 * Query parameters (filters[userId], populate, fields …) are ignored: they can never widen that.
 * The detail always carries its charges (what the spec's `?populate=charges` asked for).
 */
export default factories.createCoreController('api::subscription.subscription', () => ({
  async find(ctx) {
    ctx.body = { data: await payments().listSubscriptions(ctx.state.user.id) };
  },
  async findOne(ctx) {
    const id = parseOr400(documentIdParamSchema, ctx.params.id);
    ctx.body = { data: await payments().getSubscription(ctx.state.user.id, id) };
  },
}));
