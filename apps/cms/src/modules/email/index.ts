// Email: the durable outbox every message goes through (decision 011) and every email template.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './outbox';
export * from './templates/account-deleted';
export * from './templates/email-changed';
export * from './templates/payments';
export * from './templates/plain-sender';
export * from './templates/reset-link';
export * from './templates/reminder';
