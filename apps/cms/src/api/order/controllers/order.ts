import { factories } from '@strapi/strapi';
import { documentIdParamSchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';
import { payments } from '../../../modules/payments';

/** GET /orders and /orders/:id: only the signed-in user's own orders, whatever the query says. */
export default factories.createCoreController('api::order.order', () => ({
  async find(ctx) {
    ctx.body = { data: await payments().listOrders(ctx.state.user.id) };
  },
  async findOne(ctx) {
    const id = parseOr400(documentIdParamSchema, ctx.params.id);
    ctx.body = { data: await payments().getOrder(ctx.state.user.id, id) };
  },
}));
