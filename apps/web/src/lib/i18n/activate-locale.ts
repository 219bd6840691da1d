import { i18n, type Messages } from '@lingui/core';
import { keepCatalogueOffline } from './keep-catalogue-offline';
import { textDirection, type Locale } from './locales';
import { linkManifest } from './manifest-link';

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

/** The active language's screens' words: started by the first lazy screen, or once the page is idle. */
let screens: { locale: Locale; ready: Promise<void> } | undefined;
let activeLocale: Locale | undefined;
/** The language whose shell words are on their way: a lazy first screen downloads its screens' words beside them. */
let requestedLocale: Locale | undefined;
/** Resolves once a first language is active: a lazy screen asking earlier waits for it, not for nothing. */
let firstActive: () => void = () => undefined;
const firstLocaleActive = new Promise<void>((resolve) => (firstActive = resolve));

function loadScreenWords(locale: Locale): Promise<void> {
  if (screens?.locale !== locale) {
    // The download starts at once; the words go in once the shell's have made a language active.
    const ready = Promise.all([loadCatalogue(screenCatalogues, 'screens', locale), firstLocaleActive]).then(
      ([messages]) => {
        // Only if the person has not chosen another language meanwhile (or the shell fell back to English).
        if (i18n.locale !== locale) return activeLocale && activeLocale !== locale ? loadScreenWords(activeLocale) : undefined;
        i18n.load(locale, messages);
        void keepCatalogueOffline(locale);
      },
      () => {
        // Tried again by the next screen that asks.
        if (screens?.locale === locale) screens = undefined;
      },
    );
    screens = { locale, ready };
  }
  return screens.ready;
}

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 1500));

/**
 * Shows the page in `locale`: its words (once the shell's catalogue is here), `<html lang>` and `dir`,
 * and the manifest an install would read.
 * The screens' words follow once the page is idle, or as soon as a lazy screen asks (`screenWordsReady`):
 * the first screen never competes with them.
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  requestedLocale = locale;
  const shell = await loadCatalogue(shellCatalogues, 'shell', locale);
  // Intl has no pseudo-locale: it formats dates and numbers as English does.
  i18n.loadAndActivate({ locale, locales: locale === 'pseudo' ? ['en'] : [locale], messages: shell });
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = textDirection(locale);
  linkManifest(locale);
  activeLocale = locale;
  firstActive();
  if (screens && screens.locale !== locale)
    void loadScreenWords(locale); // a lazy screen may be on show
  else whenIdle(() => void (activeLocale === locale && loadScreenWords(locale)));
}

/**
 * Resolves once the screens' words of the active language are loaded (or could not be: the screen then
 * shows what it has rather than nothing). Lazy routes and the error words wait for it.
 */
export function screenWordsReady(): Promise<void> {
  if (activeLocale) return loadScreenWords(activeLocale);
  // A lazy first screen: its words download beside the shell's rather than after them.
  if (requestedLocale) return loadScreenWords(requestedLocale);
  // Words loaded another way (tests, prerendering): nothing to wait for.
  if (i18n.locale) return Promise.resolve();
  return firstLocaleActive.then(() => (activeLocale ? loadScreenWords(activeLocale) : undefined));
}

/**
 * Resolves once a first language is active. Content asked for before then would go out without the
 * person's `?locale=` and be cached in English (lib/i18n/content-locale). A language activated another
 * way (tests, prerendering) counts.
 */
export const firstLanguageActive = (): Promise<void> => (i18n.locale ? Promise.resolve() : firstLocaleActive);

/** Starts the download of a language's shell words ahead of a choice (the picker, on hover or focus): a few kB. */
export const preloadLocale = (locale: Locale) => void loadCatalogue(shellCatalogues, 'shell', locale).catch(() => undefined);
