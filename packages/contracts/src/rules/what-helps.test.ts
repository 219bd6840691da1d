import { describe, expect, it } from 'vitest';
import { distressDrops, summariseRatings } from './what-helps';

describe('what helps', () => {
  it('averages complete pairs only, to one decimal, best first', () => {
    const { skills } = summariseRatings([
      { skill: 'stop', before: 8, after: 3 },
      { skill: 'stop', before: 7, after: 3 },
      { skill: 'stop', before: 9, after: null },
      { skill: 'breathing', before: 6, after: 5 },
      { skill: 'walk', before: 2, after: 4 },
      { skill: 'tipp', before: null, after: 4 },
      { skill: 'skipped', before: null, after: null },
    ]);
    expect(skills).toEqual([
      { skill: 'stop', uses: 3, rated: 2, averageBefore: 7.5, averageAfter: 3, averageChange: -4.5 },
      { skill: 'breathing', uses: 1, rated: 1, averageBefore: 6, averageAfter: 5, averageChange: -1 },
      { skill: 'walk', uses: 1, rated: 1, averageBefore: 2, averageAfter: 4, averageChange: 2 },
      { skill: 'tipp', uses: 1, rated: 0, averageBefore: null, averageAfter: null, averageChange: null },
    ]);
  });

  it('rounds the change from the exact means', () => {
    const [s] = summariseRatings([
      { skill: 'a', before: 10, after: 3 },
      { skill: 'a', before: 9, after: 3 },
      { skill: 'a', before: 9, after: 4 },
    ]).skills;
    // before 28/3 = 9.33…, after 10/3 = 3.33…, change −6 exactly.
    expect(s).toMatchObject({ averageBefore: 9.3, averageAfter: 3.3, averageChange: -6 });
  });

  it('lists as helping only skills with a drop', () => {
    const summary = summariseRatings([
      { skill: 'worse', before: 3, after: 5 },
      { skill: 'same', before: 5, after: 5 },
      { skill: 'little', before: 5, after: 4 },
      { skill: 'most', before: 9, after: 2 },
    ]);
    expect(distressDrops(summary)).toEqual(
      new Map([
        ['most', 7],
        ['little', 1],
      ]),
    );
  });
});
