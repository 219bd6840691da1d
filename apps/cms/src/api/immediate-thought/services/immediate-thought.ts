import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::immediate-thought.immediate-thought');
