import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::app-information.app-information');
