import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::immediate-thought.immediate-thought');
