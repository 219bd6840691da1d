import { LOCALE_CODES } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../lingui.config';
import { isLocale, LOCALES, suggestLocale, textDirection } from './locales';

describe('suggestLocale', () => {
  it('takes the first shipped language among the browser preferences', () => {
    expect(suggestLocale(['es-MX', 'en-US'])).toBe('es');
    expect(suggestLocale(['nl-NL', 'fr-CA', 'de'])).toBe('fr');
    expect(suggestLocale(['pt-PT'])).toBe('pt-BR');
    expect(suggestLocale(['pt-BR'])).toBe('pt-BR');
    expect(suggestLocale(['ar-EG'])).toBe('ar');
    expect(suggestLocale(['en-GB', 'es'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(suggestLocale([])).toBe('en');
    expect(suggestLocale(['nl', 'ja'])).toBe('en');
  });
});

describe('locales', () => {
  it('are the languages the account accepts and the catalogues hold', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([...LOCALE_CODES]);
    expect(linguiConfig.locales).toEqual([...LOCALE_CODES, 'pseudo']);
  });

  it('knows shipped languages, the pseudo-locale and their direction', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pseudo')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale(null)).toBe(false);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
  });
});
