import type { Core } from '@strapi/strapi';
import { fail } from '../modules/http';

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…: invalid datetime, numeric out of range, invalid text
 * representation …) and SQLite's type mismatch and too-big errors mean a value from the request did not fit
 * its column, and the database's own messages for them are not worth a 500.
 */
const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return /^22[0-9A-Z]{3}$/.test(code) || ['SQLITE_MISMATCH', 'SQLITE_TOOBIG', 'SQLITE_RANGE'].includes(code);
};

/**
 * The last safety net of issue 7, item 7: the query guard and the routes' schemas refuse malformed input
 * first; whatever still reaches the database as an unfit value becomes a 400 here, and is logged so the
 * check it slipped past can be added.
 */
export default (_config, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDataException(error)) throw error;
      strapi.log.warn(
        `${ctx.method} ${ctx.path}: the database refused a value from the request (${(error as { code: string }).code}): ${(error as Error).message}`,
      );
      throw fail('invalid_value');
    }
  };
