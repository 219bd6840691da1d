import { factories } from '@strapi/strapi';
import { contentView, fixedView, VIEWS } from '../../../modules/content';

/** Read through its view (modules/content): clients send filters, sort and pagination, never populate or fields. */
const view = contentView(fixedView(VIEWS.pages));

export default factories.createCoreRouter('api::page.page', {
  config: { find: { middlewares: [view] }, findOne: { middlewares: [view] } },
});
