import { factories } from '@strapi/strapi';
import { contentView, fixedView, VIEWS } from '../../../modules/content';

/** Public read only: helplines are edited in the admin, never through the content API. Read through its view (modules/content). */
export default factories.createCoreRouter('api::helpline.helpline', {
  only: ['find'],
  config: { find: { middlewares: [contentView(fixedView(VIEWS.helplines))] } },
});
