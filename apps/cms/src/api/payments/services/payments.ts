import type { Core } from '@strapi/strapi';
import { createPayments } from '../../../modules/payments';

/** The provider-neutral payments service (src/modules/payments): one per Strapi, holding the chosen gateway. Reach it with `payments()`. */
export default ({ strapi }: { strapi: Core.Strapi }) => createPayments(strapi);
