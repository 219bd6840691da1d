import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::skill-type.skill-type');
