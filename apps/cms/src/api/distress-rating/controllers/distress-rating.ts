import { factories } from '@strapi/strapi';
import { clientIdSchema, distressRatingBodySchema } from '@steady/contracts';
import { ClientIdConflictError, conflictBody, parseOr400 } from '../../../modules/shared';

const UID = 'api::distress-rating.distress-rating';
const service = () => strapi.service(UID);

export default factories.createCoreController(UID, () => ({
  async putOwn(ctx) {
    const clientId = parseOr400(clientIdSchema, ctx.params.id);
    const body = parseOr400(distressRatingBodySchema, ctx.request.body);
    try {
      ctx.body = await service().putOwn(ctx.state.user.id, clientId, body);
    } catch (error) {
      if (!(error instanceof ClientIdConflictError)) throw error;
      ctx.status = 409;
      ctx.body = conflictBody(error);
    }
  },
  async whatHelps(ctx) {
    ctx.body = await service().whatHelps(ctx.state.user.id);
  },
}));
