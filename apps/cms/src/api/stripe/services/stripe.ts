import type { Core } from '@strapi/strapi';
import { createPayments } from '../../../payments/service';

/** The payments service (src/payments): one instance per Strapi, holding the chosen gateway. */
export default ({ strapi }: { strapi: Core.Strapi }) => createPayments(strapi);
