import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE } from './locales';

/**
 * The language of the CMS's content (skills, steps, pages, helplines) where the person reads another:
 * content is written in English and is not localised yet, so it is marked `lang="en"` — screen readers
 * then pronounce it as English, and the page says honestly which words are not in the person's language.
 * It also runs left to right inside a right-to-left page, so its punctuation stays where English puts it.
 * Spread the answer on the element that holds the content; it is empty when the interface is in English too.
 */
export function useContentLanguage(): { lang?: typeof DEFAULT_LOCALE; dir?: 'ltr' } {
  const { i18n } = useLingui();
  return i18n.locale === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE, dir: 'ltr' };
}
