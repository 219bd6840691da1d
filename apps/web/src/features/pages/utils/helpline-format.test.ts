import type { Helpline } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { checkedLabel, countryFromLocales, dialHref, helplineCountries, helplinesFor, safeWebUrl } from './helpline-format';

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
