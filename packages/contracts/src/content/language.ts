import { z } from 'zod';
import { LOCALE_CODES } from '../locales';

/** The language the content's shared version is written in: relations, media and order are read from it. */
export const DEFAULT_CONTENT_LOCALE = 'en' as const;

/**
 * The language an entry's words are in: the one a request asked for (`?locale=`), or English when the
 * entry has no translation into it yet, so a screen can say so instead of showing nothing.
 */
export const contentLocaleSchema = z.enum(LOCALE_CODES);
