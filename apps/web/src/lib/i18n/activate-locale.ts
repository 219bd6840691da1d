import { i18n, type Messages } from '@lingui/core';
import { keepCatalogueOffline } from './keep-catalogue-offline';
import { textDirection, type Locale } from './locales';

// Each language's compiled catalogue is its own chunk (@lingui/vite-plugin compiles the .po on import):
// a person downloads only the language they use.
const catalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

const loaded = new Map<Locale, Promise<Messages>>();

function loadCatalogue(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    const load = catalogues[`../../locales/${locale}/messages.po`];
    if (!load) return Promise.reject(new Error(`No message catalogue for ${locale}`));
    pending = load().then((module) => module.messages);
    // A failed download (offline, new deploy) is tried again on the next choice.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Shows the page in `locale`: its words (once its catalogue is here), `<html lang>` and `dir`. */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  const messages = await loadCatalogue(locale);
  // Intl has no pseudo-locale: it formats dates and numbers as English does.
  i18n.loadAndActivate({ locale, locales: locale === 'pseudo' ? ['en'] : [locale], messages });
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = textDirection(locale);
  void keepCatalogueOffline(locale);
}

/** Starts a download ahead of a choice (the picker, on hover or focus). */
export const preloadLocale = (locale: Locale) => void loadCatalogue(locale).catch(() => undefined);
