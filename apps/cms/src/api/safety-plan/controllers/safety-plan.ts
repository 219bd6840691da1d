import { safetyPlanBodySchema, safetyPlanPictureBodySchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::safety-plan.safety-plan');
const userId = (ctx): number => ctx.state.user.id;

export default {
  async getOwn(ctx) {
    ctx.body = await service().getOwn(userId(ctx));
  },
  async saveOwn(ctx) {
    const body = parseOr400(safetyPlanBodySchema, ctx.request.body);
    ctx.body = await service().saveOwn(userId(ctx), body);
  },
  async getOwnPicture(ctx) {
    const picture = await service().getOwnPicture(userId(ctx));
    ctx.type = picture.type;
    ctx.body = picture.bytes;
  },
  async savePicture(ctx) {
    const body = parseOr400(safetyPlanPictureBodySchema, ctx.request.body);
    ctx.body = await service().savePicture(userId(ctx), body);
  },
  async removePicture(ctx) {
    await service().removePicture(userId(ctx));
    ctx.status = 204;
  },
};
