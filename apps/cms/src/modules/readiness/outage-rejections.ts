import type { Core } from '@strapi/strapi';
import { failureName, isDatabaseUnavailableError } from './database-outage';

let installed = false;

/**
 * Strapi runs some database work nobody awaits — after every document write it reads the entry again
 * for its `entry.create`/`entry.update` event (core document-service/events.js) — so a connection cut
 * at that moment rejects a promise no one handles, and Node ends the process. A database outage must
 * not take the instance with it (issue 11.5): such a rejection is logged. Any other one still ends the
 * process, as it did, by rethrowing it as the uncaught exception it would have been.
 */
export const surviveDatabaseOutages = (strapi: Core.Strapi) => {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailableError(reason)) throw reason;
    strapi.log.warn(`Background database work failed while the database could not be reached (${failureName(reason)}).`);
  });
};
