import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  DATE_LOCALE,
  MONEY_LOCALE,
  formatCalendarDay as formatCalendarDayIn,
  formatDate as formatDateIn,
  formatMoney as formatMoneyIn,
  formatTime as formatTimeIn,
  type DateInput,
} from '@steady/contracts';

/**
 * The one way Steady shows a date, a time and money: the rules live in @steady/contracts, so emails write
 * them the same way; this passes the language the person reads. In English, dates are day, short month,
 * year — '24 Dec 2026' (the spec's day-month-year, without the 05-03 vs 03-05 doubt) — and amounts are
 * written as in the US, the plans' currency. Times are 24-hour: '14:07'. Always the person's time zone.
 */
const isEnglish = () => i18n.locale === undefined || i18n.locale === 'en' || i18n.locale === 'pseudo';
const dateLocale = () => (isEnglish() ? DATE_LOCALE : i18n.locale);

export const formatDate = (value: DateInput, options: { timeZone?: string } = {}) => formatDateIn(value, { ...options, locale: dateLocale() });
export const formatTime = (value: DateInput, options: { timeZone?: string } = {}) => formatTimeIn(value, { ...options, locale: dateLocale() });
/** '24 Dec 2026 at 14:07'; '—' when unknown. */
export function formatDateTime(value: DateInput, options: { timeZone?: string } = {}) {
  const date = formatDate(value, options);
  const time = formatTime(value, options);
  return time === '—' ? date : t`${date} at ${time}`;
}
export const formatCalendarDay = (day: string) => formatCalendarDayIn(day, { locale: dateLocale() });
export const formatMoney = (amountMinor: number | null | undefined, currency: string | null | undefined, locale?: string) =>
  formatMoneyIn(amountMinor, currency, locale ?? (isEnglish() ? MONEY_LOCALE : i18n.locale));
