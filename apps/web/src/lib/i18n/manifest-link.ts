import { NEUTRAL_MANIFEST, neutralFaceOn } from '@/lib/neutral-face/neutral-face-setting';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * The web app manifest for `locale` (scripts/localized-manifests.mjs writes one per shipped language but
 * English), or the plain one on a device that asked for a neutral face (lib/neutral-face), whatever the language.
 */
export const manifestHref = (locale: string, neutral = neutralFaceOn()): string =>
  neutral
    ? NEUTRAL_MANIFEST
    : locale !== DEFAULT_LOCALE && LOCALES.some((l) => l.code === locale)
      ? `/manifest-${locale}.webmanifest`
      : '/manifest.webmanifest';

/** Points the page's manifest link at `locale`'s, so installing the app shows its description and shortcuts in that language. */
export function linkManifest(locale: string, neutral = neutralFaceOn()) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(locale, neutral);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
