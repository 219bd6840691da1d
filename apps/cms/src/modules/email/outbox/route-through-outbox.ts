import type { Core } from '@strapi/strapi';
import { enqueueEmail } from './enqueue';
import type { EmailProvider, OutgoingEmail } from './store';
import { startDelivery } from './worker';

/**
 * Every email goes through the outbox: the email plugin's provider (set by the plugin's bootstrap, before
 * ours) is swapped for one that queues, so our services, users-permissions' reset and confirmation emails
 * and the admin's own all queue; the real provider is handed to the worker, the only one that sends.
 */
export const routeEmailThroughOutbox = (strapi: Core.Strapi) => {
  const plugin = strapi.plugin('email') as unknown as { provider?: EmailProvider };
  const real = plugin.provider;
  if (!real) throw new Error('[email] the email plugin has no provider to route through the outbox');
  plugin.provider = Object.assign(Object.create(real) as EmailProvider, { send: (options: Record<string, unknown>) => enqueueEmail(options as OutgoingEmail) });
  startDelivery(strapi, real);
};
