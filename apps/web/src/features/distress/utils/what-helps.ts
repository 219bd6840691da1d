import { BREATHING_RATING_KEY, type WhatHelpsEntry } from '@steady/contracts';

/** What the breathing exercise is called in What helps me (it is not a catalogue skill). */
export const BREATHING_TITLE = 'Box breathing';

/** One decimal at most, and none when it is a whole number: 8, 7.5. */
export const formatLevel = (n: number) => (Math.round(n * 10) / 10).toString();

/** '8 → 3': the average distress before and after; null when no session has both ratings yet. */
export function formatBeforeAfter(entry: Pick<WhatHelpsEntry, 'averageBefore' | 'averageAfter'>): string | null {
  if (entry.averageBefore === null || entry.averageAfter === null) return null;
  return `${formatLevel(entry.averageBefore)} → ${formatLevel(entry.averageAfter)}`;
}

/** '−5' (a true minus sign), '+1' or '0'; null when there is nothing to compare yet. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return '0';
  return `${rounded < 0 ? '−' : '+'}${formatLevel(Math.abs(rounded))}`;
}

/** The change in words, for screen readers and the chart's label. */
export function describeChange(change: number | null): string {
  if (change === null) return 'Not rated before and after yet';
  const rounded = Math.round(change * 10) / 10;
  if (rounded < 0) return `Down ${formatLevel(-rounded)}`;
  if (rounded > 0) return `Up ${formatLevel(rounded)}`;
  return 'No change';
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

/** The name a person knows a rated skill by: its catalogue title, 'Box breathing', or its slug in words. */
export function skillTitle(skill: string, titles: ReadonlyMap<string, string>): string {
  if (skill === BREATHING_RATING_KEY) return BREATHING_TITLE;
  const known = titles.get(skill);
  if (known) return known;
  const words = skill.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
