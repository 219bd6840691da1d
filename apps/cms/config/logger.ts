import { winston, formats } from '@strapi/logger';
import { settings } from '../src/config/env';
import { currentRequestId } from '../src/logging/request-id';

/** Adds the id of the request being served (global::request-log) to each line written during it. */
const withRequestId = winston.format((info) => {
  const requestId = currentRequestId();
  if (requestId && info.requestId === undefined) info.requestId = requestId;
  return info;
});

/** Always the time of writing, ISO 8601; a few Strapi lines bring their own epoch-milliseconds timestamp. */
const isoTimestamp = winston.format.timestamp({ format: () => new Date().toISOString() });

/**
 * Strapi's logger (winston). In production one JSON object per line — timestamp, level, message,
 * requestId inside a request, and an error's stack — for a log collector; in development Strapi's
 * readable lines. LOG_LEVEL sets the least severe level written (src/config/env.ts).
 */
export default () => {
  const { logLevel, NODE_ENV } = settings();
  return {
    level: logLevel,
    format:
      NODE_ENV === 'production'
        ? winston.format.combine(isoTimestamp, winston.format.errors({ stack: true }), withRequestId(), winston.format.json())
        : formats.prettyPrint(),
    transports: [new winston.transports.Console()],
  };
};
