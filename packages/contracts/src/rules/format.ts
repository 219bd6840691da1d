/**
 * How Steady writes money and dates, the same in the web app and in emails. Each takes a locale so that
 * localisation can come later; today's defaults are the app's: amounts as in the US ('$4.99', the plans'
 * currency), dates day-month-year ('24 Dec 2026', without the 05-03 vs 03-05 doubt) and 24-hour times.
 */

/** The locale amounts are written in until the app is localised. */
export const MONEY_LOCALE = 'en-US';
/** The locale dates and times are written in until the app is localised. */
export const DATE_LOCALE = 'en-GB';

/** What is shown in place of an amount or date that is missing or cannot be read. */
const MISSING = '—';

const cached = <T>(make: (key: string) => T) => {
  const cache = new Map<string, T>();
  return (key: string) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
};

const currencyFormat = cached((key) => {
  const [locale, currency] = key.split('|');
  return new Intl.NumberFormat(locale, { style: 'currency', currency });
});

/**
 * An amount in the currency's minor unit as currency: 499 'usd' → '$4.99'. Currencies without minor units
 * (JPY) are not divided. Missing amounts show as '—'; unknown currency codes as the number and the code.
 */
export function formatMoney(amountMinor: number | null | undefined, currency: string | null | undefined, locale: string = MONEY_LOCALE): string {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) return MISSING;
  const code = (currency || 'usd').toUpperCase();
  try {
    const format = currencyFormat(`${locale}|${code}`);
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountMinor / 10 ** digits);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`;
  }
}

export type DateInput = string | number | Date | null | undefined;

/**
 * Where a date is written for: `timeZone` is the reader's (the browser's own when left out; emails, which do
 * not know it, pass 'UTC').
 */
export type DateOptions = { locale?: string; timeZone?: string };

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dateFormat = cached((key) => {
  const [locale, timeZone] = key.split('|');
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: timeZone || undefined });
});
const timeFormat = cached((key) => {
  const [locale, timeZone] = key.split('|');
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timeZone || undefined });
});
const keyOf = ({ locale = DATE_LOCALE, timeZone = '' }: DateOptions) => `${locale}|${timeZone}`;

/** '24 Dec 2026'; '—' when there is no date or it cannot be read. */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(keyOf(options)).format(date) : MISSING;
}

/** '14:07'; '—' when unknown. */
export function formatTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? timeFormat(keyOf(options)).format(date) : MISSING;
}

/** '24 Dec 2026 at 14:07'; '—' when unknown. */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? `${dateFormat(keyOf(options)).format(date)} at ${timeFormat(keyOf(options)).format(date)}` : MISSING;
}

/** A calendar day written 'YYYY-MM-DD' (no time, no zone): '2026-11-12' → '12 Nov 2026', never shifted a day. */
export function formatCalendarDay(day: string, options: Pick<DateOptions, 'locale'> = {}): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(day, options);
  return formatDate(`${day}T12:00:00Z`, { ...options, timeZone: 'UTC' });
}
