import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, textDirection } from './locales';

/*
 * The language of the CMS's content (skills, steps, pages), entry by entry: the server sends each entry
 * in the person's language when it has a translation, in English otherwise, and says which
 * (`locale` on the entry). Content in another language than the interface is marked with its `lang`,
 * so screen readers pronounce it rightly and its punctuation runs its own way inside the page; and the
 * screen says honestly that it is not translated yet.
 */

const ContentLocale = createContext<string>(DEFAULT_LOCALE);

/** The language of the content inside: an entry's `locale` (English when the server named none). */
export function ContentLanguage({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  return <ContentLocale.Provider value={locale ?? DEFAULT_LOCALE}>{children}</ContentLocale.Provider>;
}

/** `lang` and `dir` for content in `content`'s language shown in an interface in `ui`'s; nothing when they are the same. */
export const languageAttributes = (content: string | undefined, ui: string): { lang?: string; dir?: 'ltr' | 'rtl' } => {
  const language = content ?? DEFAULT_LOCALE;
  return language === ui ? {} : { lang: language, dir: isLocale(language) ? textDirection(language) : 'ltr' };
};

/** `lang` and `dir` for an element holding content, when its language is not the interface's; else nothing. */
export function useContentLanguage(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const { i18n } = useLingui();
  return languageAttributes(useContext(ContentLocale), i18n.locale);
}

/** "Not yet translated", where the content inside is in English and the interface is not. */
export function NotYetTranslated({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const content = useContext(ContentLocale);
  if (i18n.locale === DEFAULT_LOCALE || content === i18n.locale) return null;
  return (
    <p className={className ? `content-note ${className}` : 'content-note'}>
      <Trans comment="Shown above a skill or page whose text is still only in English">Not yet translated</Trans>
    </p>
  );
}
