/**
 * The languages Steady ships (decision 018). `reviewed`: a native speaker has read the whole catalogue;
 * until then the picker and the README say the translation is machine-drafted. `pseudo` is a test-only
 * locale (accented, 30 % longer) that finds words left outside the catalogues; it is never offered.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr', reviewed: true },
  { code: 'es', name: 'Español', dir: 'ltr', reviewed: false },
  { code: 'fr', name: 'Français', dir: 'ltr', reviewed: false },
  { code: 'de', name: 'Deutsch', dir: 'ltr', reviewed: false },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', reviewed: false },
  { code: 'ar', name: 'العربية', dir: 'rtl', reviewed: false },
] as const;

export type OfferedLocale = (typeof LOCALES)[number]['code'];
export type Locale = OfferedLocale | 'pseudo';

export const DEFAULT_LOCALE: OfferedLocale = 'en';
export const PSEUDO_LOCALE = 'pseudo';

export const isLocale = (value: unknown): value is Locale => value === PSEUDO_LOCALE || LOCALES.some((locale) => locale.code === value);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr';

/**
 * The first shipped language among the browser's preferences (never the IP address): an exact tag
 * first (pt-BR), then the language alone (es-MX → es, pt-PT → pt-BR, ar-EG → ar); else English.
 */
export function suggestLocale(preferred: readonly string[]): OfferedLocale {
  for (const tag of preferred) {
    const exact = LOCALES.find((l) => l.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = LOCALES.find((l) => l.code.split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return DEFAULT_LOCALE;
}
