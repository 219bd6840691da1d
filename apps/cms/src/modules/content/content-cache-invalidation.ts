import type { Core } from '@strapi/strapi';
import { CONTENT_MODELS } from './content-cache';
import { contentCache, preparedAnswers } from './content-cache-instance';

const WRITE_EVENTS = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

/**
 * Any write to content (from the admin, the seeder or the API) empties the content cache on every
 * instance. It runs at the database layer, so no path that changes content can skip it.
 */
export const invalidateContentCacheOnWrites = (strapi: Core.Strapi) => {
  const clear = async () => {
    // This instance's prepared copies belong to the old generation; let them go now.
    preparedAnswers.clear();
    try {
      await contentCache.clear();
    } catch (error) {
      strapi.log.error(`content cache could not be cleared after a content write: ${(error as Error).message}`);
    }
  };
  strapi.db.lifecycles.subscribe({ models: CONTENT_MODELS, ...Object.fromEntries(WRITE_EVENTS.map((event) => [event, clear])) });
};

/**
 * At boot the permissions and seed may have changed what content answers contain. An instance starts
 * even when the shared cache (Redis) is away: it answers from Strapi until the cache is back.
 */
export const clearContentCache = async (strapi: Core.Strapi) => {
  try {
    await contentCache.clear();
  } catch (error) {
    strapi.log.warn(`content cache could not be cleared at start (answering from Strapi meanwhile): ${(error as Error).message}`);
  }
};
