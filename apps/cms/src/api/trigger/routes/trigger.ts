import { factories } from '@strapi/strapi';
import { contentView, fixedView, VIEWS } from '../../../modules/content';

/** Read through its view (modules/content): clients send filters, sort and pagination, never populate or fields. */
const view = contentView(fixedView(VIEWS.triggers));

export default factories.createCoreRouter('api::trigger.trigger', {
  config: { find: { middlewares: [view] }, findOne: { middlewares: [view] } },
});
