import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::app-information.app-information');
