import { factories } from '@strapi/strapi';
import { stressCheckInBodySchema } from '@steady/contracts';
import { answerCreate, parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::form.form');

export default factories.createCoreController('api::form.form', () => ({
  async createOwn(ctx) {
    const body = parseOr400(stressCheckInBodySchema, ctx.request.body);
    await answerCreate(ctx, () => service().createOwn(ctx.state.user.id, body));
  },
  async latestOwn(ctx) {
    ctx.body = { data: await service().latestOwn(ctx.state.user.id) };
  },
  async recommendations(ctx) {
    ctx.body = await service().recommendations(ctx.state.user.id);
  },
}));
