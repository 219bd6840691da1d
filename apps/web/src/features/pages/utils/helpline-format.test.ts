import type { Helpline } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkedLabel,
  countryFromAppLanguage,
  countryFromLocales,
  dialHref,
  helplineCountries,
  helplinesFor,
  languageNames,
  safeWebUrl,
  suggestedCountry,
} from './helpline-format';

const line = (overrides: Partial<Helpline>): Helpline => ({
  documentId: 'x',
  country: 'GB',
  countryName: 'United Kingdom',
  name: 'Samaritans',
  description: null,
  phone: '116 123',
  text: null,
  chatUrl: null,
  hours: '24 hours',
  languages: [],
  emergency: false,
  owner: 'Steady content team',
  source: null,
  sourceUrl: null,
  lastChecked: '2026-11-12',
  order: 1,
  ...overrides,
});

describe('helpline formatting', () => {
  it('takes the country from the first language with a region we have, e.g. en-GB → GB', () => {
    expect(countryFromLocales(['en-GB', 'en'], ['GB', 'US'])).toBe('GB');
    expect(countryFromLocales(['fr', 'de-AT', 'en-US'], ['GB', 'US'])).toBe('US');
    expect(countryFromLocales(['en', 'not a locale!', 'pt-BR'], ['GB', 'US'])).toBeNull();
    expect(countryFromLocales([], ['GB'])).toBeNull();
  });

  it("falls back to the chosen Steady language's country when the browser names no region: 'es' → ES, 'pt-BR' → BR, 'ar' → none", () => {
    const available = ['ES', 'BR', 'FR', 'DE', 'EG', 'US', 'GB'];
    expect(countryFromAppLanguage('es', available)).toBe('ES');
    expect(countryFromAppLanguage('pt-BR', available)).toBe('BR');
    expect(countryFromAppLanguage('fr', available)).toBe('FR');
    expect(countryFromAppLanguage('de', available)).toBe('DE');
    expect(countryFromAppLanguage('ar', available)).toBeNull();
    expect(countryFromAppLanguage('en', available)).toBeNull();
    expect(countryFromAppLanguage('pseudo', available)).toBeNull();
    expect(countryFromAppLanguage('es', ['GB'])).toBeNull();
    // The browser's region comes first; only a browser that names none leaves it to the Steady language.
    expect(suggestedCountry(['en-GB', 'en'], 'es', available)).toBe('GB');
    expect(suggestedCountry(['es'], 'es', available)).toBe('ES');
    expect(suggestedCountry([], 'pt-BR', available)).toBe('BR');
    expect(suggestedCountry(['ar'], 'ar', available)).toBeNull();
    // A region we have no helplines for: the person chooses, rather than being sent to another country's numbers.
    expect(suggestedCountry(['es-VE', 'es'], 'es', available)).toBeNull();
  });

  it('names countries and languages in the chosen language', () => {
    const lines = [
      line({ documentId: 'a' }),
      line({ documentId: 'b', country: 'DE', countryName: 'Germany' }),
      line({ documentId: 'c', country: 'AT', countryName: 'Austria' }),
    ];
    expect(helplineCountries(lines, 'es')).toEqual([
      { code: 'DE', name: 'Alemania' },
      { code: 'AT', name: 'Austria' },
      { code: 'GB', name: 'Reino Unido' },
    ]);
    expect(helplineCountries(lines, 'de').map((c) => c.name)).toEqual(['Deutschland', 'Österreich', 'Vereinigtes Königreich']);
    expect(languageNames(['es', 'en'], 'en')).toBe('Spanish, English');
    expect(languageNames(['es', 'en'], 'es')).toBe('español e inglés');
    expect(languageNames(['de'], 'fr')).toBe('allemand');
    expect(languageNames(['xx'], 'en')).toBe('xx');
    expect(languageNames([], 'en')).toBe('');
  });

  it("shows one date format: 'Checked 12 Nov 2026'", () => {
    expect(checkedLabel('2026-11-12')).toBe('Checked 12 Nov 2026');
    expect(checkedLabel('2026-01-01')).toBe('Checked 1 Jan 2026');
    expect(checkedLabel('not a date')).toBe('');
    expect(checkedLabel(null)).toBe('');
  });

  it('makes dial links of numbers as people write them', () => {
    expect(dialHref('tel', '116 123')).toBe('tel:116123');
    expect(dialHref('sms', '+44 (0) 85258')).toBe('sms:+44085258');
  });

  it('lists countries by name and puts emergency numbers first', () => {
    const lines = [
      line({ documentId: 'a', order: 0 }),
      line({ documentId: 'b', order: 5, emergency: true, name: '999' }),
      line({ documentId: 'c', country: 'AU', countryName: 'Australia' }),
    ];
    expect(helplineCountries(lines)).toEqual([
      { code: 'AU', name: 'Australia' },
      { code: 'GB', name: 'United Kingdom' },
    ]);
    expect(helplinesFor(lines, 'GB').map((l) => l.documentId)).toEqual(['b', 'a']);
  });

  it('opens only web links as chat', () => {
    expect(safeWebUrl('https://988lifeline.org')).toBe('https://988lifeline.org/');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
