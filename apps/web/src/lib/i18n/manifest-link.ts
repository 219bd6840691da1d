import { DEFAULT_LOCALE, LOCALES } from './locales';

/** The web app manifest for `locale` (scripts/localized-manifests.mjs writes one per shipped language but English). */
export const manifestHref = (locale: string): string =>
  locale !== DEFAULT_LOCALE && LOCALES.some((l) => l.code === locale) ? `/manifest-${locale}.webmanifest` : '/manifest.webmanifest';

/** Points the page's manifest link at `locale`'s, so installing the app shows its description and shortcuts in that language. */
export function linkManifest(locale: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(locale);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
