import { isLocale, suggestLocale, type Locale } from './locales';

/** The person's chosen language on this device; index.html's inline script reads the same key. */
export const LOCALE_KEY = 'steady.locale';

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked
  }
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
}

/** The language to start in: the person's own choice, else the browser's first shipped language. */
export const initialLocale = (): Locale => storedLocale() ?? suggestLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
