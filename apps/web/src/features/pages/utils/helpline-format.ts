import { t } from '@lingui/core/macro';
import type { Helpline } from '@steady/contracts';
import { formatCalendarDay } from '@/lib/format-date';

/**
 * The person's country from the browser's languages: the first one with a region ('en-GB' → 'GB')
 * that we have helplines for. `null` when none matches: the person chooses.
 */
export function countryFromLocales(languages: readonly string[], available: readonly string[]): string | null {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region && available.includes(region.toUpperCase())) return region.toUpperCase();
  }
  return null;
}

/** Steady's languages that stand for one country when they name no region ('es' → Spain); 'en' and 'ar' do not. */
const HOME_COUNTRY: Record<string, string> = { es: 'ES', fr: 'FR', de: 'DE' };

/**
 * The country the chosen Steady language points to, if we have helplines for it: its region ('pt-BR' → 'BR'),
 * or the one country a language without one stands for ('es' → 'ES'); `null` for 'ar', 'en' and the rest.
 */
export function countryFromAppLanguage(locale: string, available: readonly string[]): string | null {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return null;
  }
  const code = (parsed.region ?? HOME_COUNTRY[parsed.language])?.toUpperCase();
  return code && available.includes(code) ? code : null;
}

const regionOf = (language: string): string | undefined => {
  try {
    return new Intl.Locale(language).region;
  } catch {
    return undefined;
  }
};

/**
 * The country to show first: the browser's ('en-GB' → 'GB'); when no browser language names a region at all,
 * the one the chosen Steady language points to ('es' → 'ES'). A region we have no helplines for ('es-VE')
 * suggests nothing: the person chooses.
 */
export function suggestedCountry(languages: readonly string[], appLocale: string, available: readonly string[]): string | null {
  const fromBrowser = countryFromLocales(languages, available);
  if (fromBrowser || languages.some((language) => regionOf(language))) return fromBrowser;
  return countryFromAppLanguage(appLocale, available);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * '2026-11-12' → 'Checked 12 Nov 2026' (the date as the chosen language writes it, whatever the browser's
 * language). Only a date a person confirmed in the admin comes here; none (null) says nothing. Called while
 * rendering: the words are in the active language.
 */
export function checkedLabel(lastChecked: string | null): string {
  if (!lastChecked) return '';
  const formatted = formatCalendarDay(lastChecked);
  return formatted === '—' ? '' : t({ message: `Checked ${formatted}`, comment: 'When a person last confirmed a helpline, e.g. Checked 12 Nov 2026' });
}

/** `tel:`/`sms:` targets: digits and a leading +, as phones expect. */
export function dialHref(scheme: 'tel' | 'sms', number: string): string {
  const trimmed = number.trim();
  return `${scheme}:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

/** `Intl.DisplayNames` in `locale`, or null where the browser has none for it. */
function displayNames(locale: string, type: 'region' | 'language'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

const nameOf = (names: Intl.DisplayNames | null, code: string): string | undefined => {
  try {
    return names?.of(code);
  } catch {
    return undefined;
  }
};

/**
 * Countries with helplines, named in the chosen language ('DE' → 'Alemania' in Spanish) and in its
 * alphabetical order; the content's English name where the browser has none.
 */
export function helplineCountries(helplines: readonly Helpline[], locale = 'en'): { code: string; name: string }[] {
  const regions = displayNames(locale, 'region');
  const byCode = new Map<string, string>();
  for (const line of helplines) if (!byCode.has(line.country)) byCode.set(line.country, nameOf(regions, line.country) ?? line.countryName);
  const collator = new Intl.Collator([locale, 'en']);
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The languages a helpline answers in, named in the chosen language as a list: ['es', 'en'] → 'Spanish, English'
 * ('español, inglés' in Spanish). A code the browser cannot name is shown as it is; none → ''.
 */
export function languageNames(codes: readonly string[], locale: string): string {
  const languages = displayNames(locale, 'language');
  const names = codes.map((code) => nameOf(languages, code) ?? code);
  try {
    return new Intl.ListFormat([locale, 'en'], { type: 'unit', style: 'short' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** One country's helplines: emergency numbers first, then the content's order. */
export function helplinesFor(helplines: readonly Helpline[], country: string): Helpline[] {
  return helplines.filter((line) => line.country === country).sort((a, b) => Number(b.emergency) - Number(a.emergency) || a.order - b.order);
}

/** Only web links are opened (a chat or a source: content could hold anything, e.g. a javascript: URL). */
export function safeWebUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
