/** The email outbox (decision 011): durable, transactional, delivered by a worker with retries. */
export { enqueueEmail } from './enqueue';
export { forgetRecipient } from './forget';
export { routeEmailThroughOutbox } from './route-through-outbox';
export { deliverDueEmails, stopDelivery } from './worker';
export type { OutgoingEmail } from './store';
