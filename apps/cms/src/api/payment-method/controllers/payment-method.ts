import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::payment-method.payment-method');
