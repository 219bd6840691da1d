import { describe, expect, it } from 'vitest';
import type { ReminderDay } from '@steady/contracts';
import { effectiveMinutes, localDay, nextDueAfter, type Schedule } from './next-due';

const EVERY_DAY: ReminderDay[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const at = (iso: string) => new Date(iso);
const schedule = (over: Partial<Schedule>): Schedule => ({ time: '09:00', days: EVERY_DAY, timeZone: 'Europe/London', quietHours: null, ...over });
/** Each due instant after the one before, `count` times. */
const series = (s: Schedule, from: string, count: number) => {
  const out: string[] = [];
  let after = at(from);
  for (let i = 0; i < count; i++) {
    after = nextDueAfter(s, after);
    out.push(after.toISOString());
  }
  return out;
};

describe('nextDueAfter', () => {
  it('keeps 09:00 in London across the spring-forward and fall-back days', () => {
    const s = schedule({});
    expect(series(s, '2026-03-28T10:00:00Z', 2)).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    expect(series(s, '2026-10-24T10:00:00Z', 2)).toEqual(['2026-10-25T09:00:00.000Z', '2026-10-26T09:00:00.000Z']);
    // Before the change: 09:00 GMT is 09:00 UTC.
    expect(nextDueAfter(s, at('2026-03-27T10:00:00Z')).toISOString()).toBe('2026-03-28T09:00:00.000Z');
  });

  it('keeps 09:00 in New York across both changes', () => {
    const s = schedule({ timeZone: 'America/New_York' });
    expect(series(s, '2026-03-07T15:00:00Z', 2)).toEqual(['2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    expect(series(s, '2026-10-31T15:00:00Z', 2)).toEqual(['2026-11-01T14:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('moves a time the spring-forward day skips to the next minute that exists', () => {
    // New York, 8 March 2026: 02:00 becomes 03:00, so 02:30 does not exist; 03:00 EDT is 07:00 UTC.
    const s = schedule({ time: '02:30', timeZone: 'America/New_York' });
    expect(series(s, '2026-03-07T12:00:00Z', 2)).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-09T06:30:00.000Z']);
    // London, 29 March 2026: 01:00 becomes 02:00.
    const london = schedule({ time: '01:15' });
    expect(nextDueAfter(london, at('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('is due once on the fall-back day, at the first of the two 01:30s', () => {
    const s = schedule({ time: '01:30', timeZone: 'America/New_York' });
    // 1 November 2026: 01:30 EDT (05:30 UTC), then again 01:30 EST (06:30 UTC): only the first counts.
    expect(series(s, '2026-10-31T12:00:00Z', 2)).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });

  it('keeps to the chosen weekdays', () => {
    const s = schedule({ days: ['MO', 'TH'] });
    // 2026-11-28 is a Saturday.
    expect(series(s, '2026-11-28T12:00:00Z', 3)).toEqual(['2026-11-30T09:00:00.000Z', '2026-12-03T09:00:00.000Z', '2026-12-07T09:00:00.000Z']);
  });

  it('uses the local day, not the UTC one, far from UTC', () => {
    const s = schedule({ time: '08:00', days: ['SU'], timeZone: 'Pacific/Auckland' });
    // Saturday 2026-11-28 20:00 UTC is Sunday 09:00 in Auckland (NZDT, +13): the next Sunday 08:00 is a week on.
    expect(nextDueAfter(s, at('2026-11-28T20:00:00Z')).toISOString()).toBe('2026-12-05T19:00:00.000Z');
    expect(nextDueAfter(s, at('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('moves a time inside quiet hours to their end', () => {
    const quiet = { start: '22:00', end: '07:00' };
    expect(effectiveMinutes('23:30', quiet)).toBe(31 * 60);
    expect(effectiveMinutes('05:00', quiet)).toBe(7 * 60);
    expect(effectiveMinutes('21:59', quiet)).toBe(21 * 60 + 59);
    expect(effectiveMinutes('13:00', { start: '12:00', end: '14:00' })).toBe(14 * 60);
    // A Monday 23:30 reminder rings on Tuesday at 07:00.
    const s = schedule({ time: '23:30', days: ['MO'], quietHours: quiet });
    expect(nextDueAfter(s, at('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });

  it('names the local day of an instant', () => {
    expect(localDay(at('2026-11-28T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-29');
    expect(localDay(at('2026-11-28T23:30:00Z'), 'America/New_York')).toBe('2026-11-28');
  });
});
