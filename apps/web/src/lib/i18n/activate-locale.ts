import { i18n, type Messages } from '@lingui/core';
import { keepCatalogueOffline } from './keep-catalogue-offline';
import { textDirection, type Locale } from './locales';

/**
 * Each language's two catalogues (lingui.config.ts) are their own chunks (@lingui/vite-plugin compiles
 * the .po on import): a person downloads only the language they use, and the first screen waits only for
 * the shell's words.
 */
const shellCatalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/shell.po');
const screenCatalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/screens.po');

type Catalogues = typeof shellCatalogues;
const loaded = new Map<string, Promise<Messages>>();

function loadCatalogue(catalogues: Catalogues, name: string, locale: Locale): Promise<Messages> {
  const key = `${locale}/${name}`;
  let pending = loaded.get(key);
  if (!pending) {
    const load = catalogues[`../../locales/${locale}/${name}.po`];
    if (!load) return Promise.reject(new Error(`No ${name} catalogue for ${locale}`));
    pending = load().then((module) => module.messages);
    // A failed download (offline, new deploy) is tried again on the next call.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

let screensReady: Promise<void> = Promise.resolve();

/**
 * Shows the page in `locale`: its words (once the shell's catalogue is here), `<html lang>` and `dir`.
 * The screens' words follow in the background: lazy screens wait for them (`screenWordsReady`).
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  const screens = loadCatalogue(screenCatalogues, 'screens', locale);
  screens.catch(() => undefined); // awaited below, or by the screens
  const shell = await loadCatalogue(shellCatalogues, 'shell', locale);
  // Intl has no pseudo-locale: it formats dates and numbers as English does.
  i18n.loadAndActivate({ locale, locales: locale === 'pseudo' ? ['en'] : [locale], messages: shell });
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = textDirection(locale);
  screensReady = screens.then(
    (messages) => {
      // Only if the person has not chosen another language meanwhile.
      if (i18n.locale === locale) i18n.load(locale, messages);
      void keepCatalogueOffline(locale);
    },
    () => undefined,
  );
}

/**
 * Resolves once the screens' words of the active language are loaded (or could not be: the screen then
 * shows what it has rather than nothing). Lazy routes and the error words wait for it.
 */
export const screenWordsReady = () => screensReady;

/** Starts a download ahead of a choice (the picker, on hover or focus). */
export const preloadLocale = (locale: Locale) => {
  void loadCatalogue(shellCatalogues, 'shell', locale).catch(() => undefined);
  void loadCatalogue(screenCatalogues, 'screens', locale).catch(() => undefined);
};
