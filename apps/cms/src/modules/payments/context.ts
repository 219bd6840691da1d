import type { Core } from '@strapi/strapi';
import { createKeyedLock } from './db';
import type { EventSink } from './model';
import { createGateway } from './gateway-factory';

/** What every part of the payments service shares: the database, a per-key lock and the one gateway. */
export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

/** `events` receives the gateway's own events (the sandbox's); Stripe's come in through the webhook route. */
export const createPaymentsContext = (strapi: Core.Strapi, events: EventSink) => {
  let gateway: ReturnType<typeof createGateway> | null = null;
  return {
    strapi,
    q: (uid: string) => strapi.db.query(uid as never),
    lock: createKeyedLock(),
    gateway: () => (gateway ??= createGateway(strapi, events)),
  };
};
