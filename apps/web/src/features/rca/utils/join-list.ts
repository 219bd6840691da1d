import type { I18n } from '@lingui/core';

/**
 * 'work stress, money worries' in English, with the reader's own list punctuation in other languages
 * (Arabic '،'). Pseudo has no Intl locale of its own: `i18n.locales` names English for it.
 */
export function joinList(items: readonly string[], i18n: I18n): string {
  const locales = i18n.locales ?? i18n.locale;
  return new Intl.ListFormat(locales, { type: 'unit', style: 'short' }).format(items);
}
