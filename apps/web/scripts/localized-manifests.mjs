// One web app manifest per shipped language but English (decision 018): the English manifest of
// pwa.config.ts with its description and shortcut names taken from that language's catalogues, where
// src/lib/i18n/manifest-words.ts puts them; `lang` and `dir` set. Written beside manifest.webmanifest.
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

const RTL = new Set(['ar']);

/** msgid → msgstr of a language's catalogues (contextless entries: the manifest's words have none). */
const translations = (localesDir, locale) => {
  const words = new Map();
  for (const file of ['shell.po', 'screens.po']) {
    const catalogue = PO.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8'));
    for (const item of catalogue.items) if (!item.msgctxt && item.msgstr[0]) words.set(item.msgid, item.msgstr[0]);
  }
  return words;
};

/** The manifest in `locale`; throws when a word has no translation, as the build does for any message. */
export const localizedManifest = (manifest, localesDir, locale) => {
  const words = translations(localesDir, locale);
  const say = (english) => {
    const word = words.get(english);
    if (!word) throw new Error(`manifest-${locale}: no translation of "${english}" (src/lib/i18n/manifest-words.ts)`);
    return word;
  };
  return {
    ...manifest,
    lang: locale,
    dir: RTL.has(locale) ? 'rtl' : 'ltr',
    description: say(manifest.description),
    shortcuts: (manifest.shortcuts ?? []).map((s) => ({ ...s, name: say(s.name) })),
  };
};

/** A Vite plugin that emits manifest-<locale>.webmanifest for each of `locales`. */
export const localizedManifests = ({ manifest, locales, localesDir }) => ({
  name: 'steady-localized-manifests',
  apply: 'build',
  generateBundle() {
    for (const locale of locales) {
      this.emitFile({
        type: 'asset',
        fileName: `manifest-${locale}.webmanifest`,
        source: `${JSON.stringify(localizedManifest(manifest, localesDir, locale))}\n`,
      });
    }
  },
});
