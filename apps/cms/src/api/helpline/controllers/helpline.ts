import { factories } from '@strapi/strapi';

/** By country, then the order within it; all of them on one page unless the caller asks otherwise. */
export default factories.createCoreController('api::helpline.helpline', () => ({
  async find(ctx) {
    ctx.query = { sort: ['country:asc', 'order:asc', 'id:asc'], pagination: { pageSize: 100 }, ...ctx.query };
    return super.find(ctx);
  },
}));
