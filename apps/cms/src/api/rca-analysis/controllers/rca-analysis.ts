import { factories } from '@strapi/strapi';
import { analysisBodySchema } from '@steady/contracts';
import { z } from 'zod';
import { answerCreate, parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::rca-analysis.rca-analysis');
const documentIdParam = z.string().regex(/^[a-z0-9]{1,64}$/, 'Unknown analysis');

export default factories.createCoreController('api::rca-analysis.rca-analysis', () => ({
  async listOwn(ctx) {
    ctx.body = { data: await service().listOwn(ctx.state.user.id) };
  },
  async createOwn(ctx) {
    const body = parseOr400(analysisBodySchema, ctx.request.body);
    await answerCreate(ctx, () => service().createOwn(ctx.state.user.id, body));
  },
  async deleteOwn(ctx) {
    const documentId = parseOr400(documentIdParam, ctx.params.documentId);
    await service().deleteOwn(ctx.state.user.id, documentId);
    ctx.status = 204;
  },
}));
