import { factories } from '@strapi/strapi';
import { contentView, fixedView, VIEWS } from '../../../modules/content';

/** A single type read through its view (modules/content): clients never send populate or fields. */
export default factories.createCoreRouter('api::app-information.app-information', {
  config: { find: { middlewares: [contentView(fixedView(VIEWS.appInformation))] } },
});
