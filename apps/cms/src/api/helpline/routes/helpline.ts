import { factories } from '@strapi/strapi';

/** Public read only: helplines are edited in the admin, never through the content API. */
export default factories.createCoreRouter('api::helpline.helpline', { only: ['find'] });
