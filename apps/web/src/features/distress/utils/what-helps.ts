import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { BREATHING_RATING_KEY, type WhatHelpsEntry } from '@steady/contracts';

/**
 * The row of sessions rated under 'breathing': the breathing page (/Breath) before it rated its sessions as
 * the box-breathing skill, and clients from then (the API still takes the key). Not 'Box breathing', the
 * name of the skill's own row beside it. A message: `i18n._(BREATHING_TITLE)`.
 */
export const BREATHING_TITLE = msg({
  message: 'Breathing exercise',
  comment:
    'What helps me: the row of earlier sessions of the breathing page (breathe in, hold, out, hold: four counts each), apart from the Box breathing skill',
});

/** One decimal at most, and none when it is a whole number: 8, 7.5. */
export const formatLevel = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * '8 → 3': the average distress before and after; null when no session has both ratings yet. A message,
 * so a right-to-left language can turn the arrow. Called during render (the active language).
 */
export function formatBeforeAfter(entry: Pick<WhatHelpsEntry, 'averageBefore' | 'averageAfter'>): string | null {
  if (entry.averageBefore === null || entry.averageAfter === null) return null;
  const before = formatLevel(entry.averageBefore);
  const after = formatLevel(entry.averageAfter);
  return t({
    message: `${before} → ${after}`,
    comment: 'What helps me: average distress (0 to 10) before and after a skill; the arrow may point the way your script reads',
  });
}

/** '−5' (a true minus sign), '+1' or '0'; null when there is nothing to compare yet. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return '0';
  return `${rounded < 0 ? '−' : '+'}${formatLevel(Math.abs(rounded))}`;
}

/** The change in words, for screen readers and the chart's label. Called during render (the active language). */
export function describeChange(change: number | null): string {
  if (change === null) return t`Not rated before and after yet`;
  const rounded = Math.round(change * 10) / 10;
  const amount = formatLevel(Math.abs(rounded));
  if (rounded < 0) return t({ message: `Down ${amount}`, comment: 'What helps me, read by screen readers: distress went down by this much (0 to 10 scale)' });
  if (rounded > 0) return t({ message: `Up ${amount}`, comment: 'What helps me, read by screen readers: distress went up by this much (0 to 10 scale)' });
  return t({ message: 'No change', comment: 'What helps me: distress stayed the same' });
}

/**
 * Best first: the largest average drop in distress, then the most used; skills without a before and
 * after pair go last (the server sends them best first too, but the screen must not depend on it).
 */
export function sortBestFirst(entries: readonly WhatHelpsEntry[]): WhatHelpsEntry[] {
  return [...entries].sort((a, b) => {
    if (a.averageChange === null || b.averageChange === null) {
      if (a.averageChange !== b.averageChange) return a.averageChange === null ? 1 : -1;
    } else if (a.averageChange !== b.averageChange) {
      return a.averageChange - b.averageChange;
    }
    return b.uses - a.uses || a.skill.localeCompare(b.skill);
  });
}

/** The name a person knows a rated skill by: its catalogue title, 'Breathing exercise', or its slug in words. */
export function skillTitle(skill: string, titles: ReadonlyMap<string, string>): string {
  if (skill === BREATHING_RATING_KEY) return i18n._(BREATHING_TITLE);
  const known = titles.get(skill);
  if (known) return known;
  const words = skill.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
