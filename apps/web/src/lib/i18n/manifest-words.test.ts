import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedManifest } from '../../../scripts/localized-manifests.mjs';
import { pwaOptions } from '../../../pwa.config';
import { manifestHref } from './manifest-link';
import { MANIFEST_WORDS } from './manifest-words';
import { LOCALES } from './locales';

const manifest = pwaOptions.manifest as { description: string; shortcuts: { name: string; url: string }[] };
const localesDir = path.resolve(__dirname, '../../locales');

describe('the installed app in each language', () => {
  it("translates exactly the English manifest's description and shortcut names", () => {
    expect(MANIFEST_WORDS.map((m) => m.message)).toEqual([manifest.description, ...manifest.shortcuts.map((s) => s.name)]);
  });

  it.each(LOCALES.filter((l) => l.code !== 'en').map((l) => [l.code, l.dir] as const))(
    '%s has its own manifest, words translated, links kept',
    (locale, dir) => {
      const own = localizedManifest(manifest, localesDir, locale) as typeof manifest & { lang: string; dir: string };
      expect(own).toMatchObject({ lang: locale, dir });
      expect(own.description).not.toBe(manifest.description);
      expect(own.shortcuts.map((s) => s.url)).toEqual(manifest.shortcuts.map((s) => s.url));
      expect(own.shortcuts.every((s, i) => s.name && s.name !== manifest.shortcuts[i]?.name)).toBe(true);
    },
  );

  it('points the page at the manifest of its language', () => {
    expect(manifestHref('en')).toBe('/manifest.webmanifest');
    expect(manifestHref('pseudo')).toBe('/manifest.webmanifest');
    expect(manifestHref('pt-BR')).toBe('/manifest-pt-BR.webmanifest');
  });
});
