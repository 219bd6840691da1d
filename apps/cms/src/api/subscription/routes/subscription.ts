import { factories } from '@strapi/strapi';

/** Read-only, and only the signed-in user's own (see the controller); nothing is created or changed through here. */
export default factories.createCoreRouter('api::subscription.subscription', { only: ['find', 'findOne'] });
