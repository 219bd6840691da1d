import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::immediate-thought.immediate-thought');
