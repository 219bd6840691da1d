import { diaryDateSchema, diaryEntryBodySchema, diaryRangeQuerySchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::diary-entry.diary-entry');
const userId = (ctx): number => ctx.state.user.id;

export default {
  async listOwn(ctx) {
    const { from, to } = parseOr400(diaryRangeQuerySchema, ctx.query);
    ctx.body = { entries: await service().listOwn(userId(ctx), from, to) };
  },
  async saveOwn(ctx) {
    const date = parseOr400(diaryDateSchema, ctx.params.date);
    const body = parseOr400(diaryEntryBodySchema, ctx.request.body);
    ctx.body = await service().saveOwn(userId(ctx), date, body);
  },
};
