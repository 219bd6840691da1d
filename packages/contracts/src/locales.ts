/**
 * The languages Steady ships, as BCP 47 tags. The web app names them and loads their words
 * (apps/web/src/lib/i18n/locales.ts); an account keeps a person's choice among them.
 */
export const LOCALE_CODES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
