import { factories } from '@strapi/strapi';
import { contentView, fixedView, VIEWS } from '../../../modules/content';

/** Public read only (plans are set in the admin). Read through its view (modules/content): clients send filters, sort and pagination. */
const view = contentView(fixedView(VIEWS.plans));

export default factories.createCoreRouter('api::plan.plan', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [view] }, findOne: { middlewares: [view] } },
});
