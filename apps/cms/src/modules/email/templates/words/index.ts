import { LOCALE_CODES, type LocaleCode } from '@steady/contracts';
import type { EmailWords } from './types';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-BR';

export type { EmailWords } from './types';

/** Every shipped language's words: a language of LOCALE_CODES without its table does not build. */
export const EMAIL_WORDS: Record<LocaleCode, EmailWords> = { en, es, fr, de, 'pt-BR': ptBR, ar };

const isLocaleCode = (locale: string): locale is LocaleCode => (LOCALE_CODES as readonly string[]).includes(locale);

/** The words of the reader's language (the account's `locale`); English when none was chosen or it is unknown. */
export const wordsFor = (locale: string | null | undefined): EmailWords => (locale && isLocaleCode(locale) ? EMAIL_WORDS[locale] : EMAIL_WORDS.en);

/**
 * An email's HTML in its language: wrapped in an element that names it (`lang`, and `dir="rtl"` for Arabic).
 * English HTML stays as it always was, without a wrapper.
 */
export const inLanguage = (w: EmailWords, html: string): string =>
  w.lang === 'en' ? html : `<div${w.dir === 'rtl' ? ' dir="rtl"' : ''} lang="${w.lang}">${html}</div>`;

/** HTML that reads left to right whatever the language (links, addresses, ids); as it is in a left-to-right email. */
export const leftToRight = (w: EmailWords, html: string): string => (w.dir === 'rtl' ? `<span dir="ltr">${html}</span>` : html);

/** The side a table's headings start on. */
export const startSide = (w: EmailWords): 'left' | 'right' => (w.dir === 'rtl' ? 'right' : 'left');
