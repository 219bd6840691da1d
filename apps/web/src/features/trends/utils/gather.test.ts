import type { Trends } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { compareLatest, largestChange } from './compare';
import { gatherBuckets, gatherPeriod } from './gather';
import { bucketsFor } from './periods';

const TODAY = '2026-11-28';
const buckets = bucketsFor('4w', TODAY); // weeks from 2 Nov, 9 Nov, 16 Nov, 23 Nov
// Days in UTC, so the test reads the same in any zone.
const dayOf = (iso: string) => iso.slice(0, 10);

const trends: Trends = {
  from: '2026-11-02',
  to: TODAY,
  diary: [
    { date: '2026-11-03', emotions: { sadness: 4, joy: 1 }, urges: { selfHarm: { level: 4, actedOn: true } }, skills: ['tipp'] },
    { date: '2026-11-05', emotions: { sadness: 2 }, urges: { selfHarm: { level: 2 }, substances: { level: 0 } }, skills: [] },
    { date: '2026-11-24', emotions: { joy: 3 }, urges: { selfHarm: { level: 1, actedOn: false } }, skills: ['tipp', 'wise-mind'] },
  ],
  ratings: [
    { skill: 'breathing', before: 8, after: 4, at: '2026-11-03T21:00:00Z' },
    { skill: 'tipp', before: 6, after: null, at: '2026-11-04T09:00:00Z' },
    { skill: 'tipp', before: 7, after: 2, at: '2026-11-25T09:00:00Z' },
    { skill: 'breathing', before: 5, after: 3, at: '2026-10-30T09:00:00Z' },
    // A one-tap check-in a reminder opened: a check-in, not a skill.
    { skill: 'check-in', before: 6, after: null, at: '2026-11-12T18:00:00Z' },
  ],
  checkIns: [
    { at: '2026-11-10T08:00:00Z', stresses: ['panic'] },
    { at: '2026-11-11T08:00:00Z', stresses: ['sadness'] },
  ],
};

describe('gathering into weeks', () => {
  const weeks = gatherBuckets(trends, buckets, dayOf);

  it('averages what was answered, never counting a blank as 0', () => {
    expect(weeks[0]!.emotions).toMatchObject({ sadness: 3, joy: 1, anger: null });
    expect(weeks[0]!.urges).toMatchObject({ selfHarm: 3, substances: 0, quitAvoid: null });
    expect(weeks[0]!.anyUrge).toBe(2);
    expect(weeks[1]!.emotions.sadness).toBeNull();
  });

  it('counts days and times, and puts a rating on its own day', () => {
    expect(weeks.map((w) => [w.diaryDays, w.actedDays, w.checkIns, w.skillUses])).toEqual([
      [2, 1, 0, 3],
      [0, 0, 3, 0],
      [0, 0, 0, 0],
      [1, 0, 0, 3],
    ]);
  });

  it('averages distress over sessions rated before and after only', () => {
    expect([weeks[0]!.distressBefore, weeks[0]!.distressAfter]).toEqual([8, 4]);
    expect([weeks[3]!.distressBefore, weeks[3]!.distressAfter]).toEqual([7, 2]);
    expect(weeks[1]!.distressBefore).toBeNull();
  });
});

describe('the whole period', () => {
  const period = gatherPeriod(trends, buckets, dayOf);

  it('leaves out what came before it', () => {
    expect(period).toMatchObject({ days: 27, diaryDays: 3, actedDays: 1, checkIns: 3, skillUses: 6 });
    expect(period.skillsUsed).toEqual([
      { skill: 'tipp', times: 4 },
      { skill: 'breathing', times: 1 },
      { skill: 'wise-mind', times: 1 },
    ]);
  });

  it('says what helped, best first, by the What helps me rule', () => {
    expect(period.whatHelps.map((s) => [s.skill, s.uses, s.rated, s.averageChange])).toEqual([
      ['tipp', 2, 1, -5],
      ['breathing', 1, 1, -4],
    ]);
    expect([period.distressBefore, period.distressAfter]).toEqual([7.5, 3]);
  });
});

describe('comparing the latest with the one before', () => {
  it('names lower, higher, about the same, one or none', () => {
    expect(compareLatest(buckets, [3, null, 2, null], 0.5)).toMatchObject({ kind: 'lower', latest: buckets[2], previous: buckets[0], value: 2, before: 3 });
    expect(compareLatest(buckets, [1, 2, null, null], 0.5).kind).toBe('higher');
    expect(compareLatest(buckets, [2, 2.3, null, null], 0.5).kind).toBe('same');
    expect(compareLatest(buckets, [null, 4, null, null], 0.5)).toMatchObject({ kind: 'one', latest: buckets[1], value: 4 });
    expect(compareLatest(buckets, [null, null, null, null], 0.5).kind).toBe('none');
  });

  it('picks the series that changed most', () => {
    const picked = largestChange(
      buckets,
      [
        { key: 'sadness', values: [3, 2.5, null, null] },
        { key: 'anxiety', values: [1, 4, null, null] },
        { key: 'joy', values: [null, null, null, null] },
      ],
      0.5,
    );
    expect(picked?.key).toBe('anxiety');
    expect(picked?.comparison.kind).toBe('higher');
    expect(largestChange(buckets, [{ key: 'joy', values: [null, null, null, null] }], 0.5)).toBeNull();
  });
});
