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

/** Countries with helplines, by name. */
export function helplineCountries(helplines: readonly Helpline[]): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const line of helplines) if (!byCode.has(line.country)) byCode.set(line.country, line.countryName);
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
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
