import { factories } from '@strapi/strapi';
import { stressCheckInBodySchema } from '@steady/contracts';
import { ClientIdConflictError, conflictBody } from '../../../utils/create-once';
import { parseOr400 } from '../../../utils/validate';

const service = () => strapi.service('api::form.form');

export default factories.createCoreController('api::form.form', () => ({
  async createOwn(ctx) {
    const body = parseOr400(stressCheckInBodySchema, ctx.request.body);
    try {
      const { checkIn, created } = await service().createOwn(ctx.state.user.id, body);
      ctx.status = created ? 201 : 200;
      ctx.body = { data: checkIn };
    } catch (error) {
      if (!(error instanceof ClientIdConflictError)) throw error;
      ctx.status = 409;
      ctx.body = conflictBody(error.message);
    }
  },
  async latestOwn(ctx) {
    ctx.body = { data: await service().latestOwn(ctx.state.user.id) };
  },
  async recommendations(ctx) {
    ctx.body = await service().recommendations(ctx.state.user.id);
  },
}));
