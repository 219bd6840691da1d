import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::payment-method.payment-method');
