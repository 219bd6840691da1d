import { winston, formats } from '@strapi/logger';
import { settings } from '../src/config/env';
import { currentRequestId } from '../src/modules/http';

/** Adds the id of the request being served (global::request-log) to each line written during it. */
const withRequestId = winston.format((info) => {
  const requestId = currentRequestId();
  if (requestId && info.requestId === undefined) info.requestId = requestId;
  return info;
});

/** Always the time of writing, ISO 8601; a few Strapi lines bring their own epoch-milliseconds timestamp. */
const isoTimestamp = winston.format.timestamp({ format: () => new Date().toISOString() });

/**
 * Strapi's logger (winston). LOG_FORMAT=json (production's default): one JSON object per line — timestamp, level, message,
 * requestId inside a request, and an error's stack — for a log collector; in development Strapi's
 * readable lines (LOG_FORMAT=text, as `npm start` asks). LOG_LEVEL sets the least severe level written (src/config/env.ts).
 */
export default () => {
  const { logLevel, logFormat } = settings();
  return {
    level: logLevel,
    format:
      logFormat === 'json'
        ? winston.format.combine(isoTimestamp, winston.format.errors({ stack: true }), withRequestId(), winston.format.json())
        : formats.prettyPrint(),
    transports: [new winston.transports.Console()],
  };
};
