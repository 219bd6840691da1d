import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::app-information.app-information');
