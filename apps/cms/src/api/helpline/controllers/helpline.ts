import { factories } from '@strapi/strapi';
import { helplineReportBodySchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';
import { reportHelpline } from '../report';

/** By country, then the order within it; all of them on one page unless the caller asks otherwise. */
export default factories.createCoreController('api::helpline.helpline', () => ({
  async find(ctx) {
    ctx.query = { sort: ['country:asc', 'order:asc', 'id:asc'], pagination: { pageSize: 100 }, ...ctx.query };
    return super.find(ctx);
  },

  /** POST /api/helplines/:documentId/report `{ message? }` → 202 `{ reported: true }`; a bad body is a 400 that sends nothing. */
  async report(ctx) {
    const { message } = parseOr400(helplineReportBodySchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reportHelpline(String(ctx.params.documentId ?? ''), message, ctx.request.ip);
    ctx.status = 202;
  },
}));
