import { factories } from '@strapi/strapi';
import { contentView, fixedView, skillViewFor, VIEWS } from '../../../modules/content';

/**
 * Read through views (modules/content): a list of cards, or one skill with its steps when asked for by
 * slug (or by id). Clients send filters, sort and pagination, never populate or fields.
 */
export default factories.createCoreRouter('api::skill.skill', {
  config: {
    find: { middlewares: [contentView(skillViewFor)] },
    findOne: { middlewares: [contentView(fixedView(VIEWS.skillDetail))] },
  },
});
