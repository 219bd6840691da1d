import type { Core } from '@strapi/strapi';
import { createPayments } from '../../../payments/service';

/** The provider-neutral payments service (src/payments): one per Strapi, holding the chosen gateway. Reach it with `payments()`. */
export default ({ strapi }: { strapi: Core.Strapi }) => createPayments(strapi);
