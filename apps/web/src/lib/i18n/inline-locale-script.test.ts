import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from './locale-choice';
import { suggestLocale, textDirection, type Locale } from './locales';

/** The inline script of index.html that sets lang and dir before first paint. */
const inlineScript = () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const script = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s?.includes(LOCALE_KEY));
  if (!script) throw new Error('index.html has no language script');
  return script;
};

const run = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const root = document.documentElement;
  root.lang = 'en';
  root.dir = 'ltr';
  root.removeAttribute('data-other-language');
  new Function(inlineScript())();
  return { lang: root.lang, dir: root.dir, hidesEnglish: root.hasAttribute('data-other-language') };
};

afterEach(() => {
  document.documentElement.removeAttribute('data-other-language');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe("index.html's language script", () => {
  it("agrees with the app's suggestion from the browser's languages", () => {
    for (const languages of [['es-MX', 'en'], ['en-GB', 'es'], ['ar-EG'], ['pt-PT'], ['nl', 'de-AT'], ['ja'], []]) {
      const locale: Locale = suggestLocale(languages);
      expect(run(languages), languages.join(',')).toEqual({ lang: locale, dir: textDirection(locale), hidesEnglish: locale !== 'en' });
    }
  });

  it("follows the person's stored choice over the browser", () => {
    localStorage.setItem(LOCALE_KEY, 'ar');
    expect(run(['en-US'])).toEqual({ lang: 'ar', dir: 'rtl', hidesEnglish: true });
    localStorage.setItem(LOCALE_KEY, 'en');
    expect(run(['es'])).toEqual({ lang: 'en', dir: 'ltr', hidesEnglish: false });
  });
});
