import type { WhatHelps, WhatHelpsEntry } from '../distress';

export type RatingPair = { skill: string; before: number | null; after: number | null };

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * What helps me, per skill (the server's list and the trends of a chosen time): sessions with any rating (`uses`), sessions with both (`rated`), and the averages of those
 * complete pairs. Best first: the largest average drop; skills with no complete pair come after, the
 * most used first. Premium skills count the same as free ones.
 */
export const summariseRatings = (rows: RatingPair[]): WhatHelps => {
  const bySkill = new Map<string, { uses: number; rated: number; before: number; after: number }>();
  for (const { skill, before, after } of rows) {
    if (before === null && after === null) continue;
    const s = bySkill.get(skill) ?? { uses: 0, rated: 0, before: 0, after: 0 };
    s.uses += 1;
    if (before !== null && after !== null) {
      s.rated += 1;
      s.before += before;
      s.after += after;
    }
    bySkill.set(skill, s);
  }
  const skills: WhatHelpsEntry[] = [...bySkill].map(([skill, s]) => ({
    skill,
    uses: s.uses,
    rated: s.rated,
    averageBefore: s.rated ? oneDecimal(s.before / s.rated) : null,
    averageAfter: s.rated ? oneDecimal(s.after / s.rated) : null,
    // From the exact sums, not the rounded averages, so it is the true mean change to one decimal.
    averageChange: s.rated ? oneDecimal((s.after - s.before) / s.rated) : null,
  }));
  skills.sort((a, b) => {
    if (a.averageChange !== null && b.averageChange !== null) {
      return a.averageChange - b.averageChange || b.rated - a.rated || a.skill.localeCompare(b.skill);
    }
    if (a.averageChange !== null) return -1;
    if (b.averageChange !== null) return 1;
    return b.uses - a.uses || a.skill.localeCompare(b.skill);
  });
  return { skills };
};

/** The skills whose average change is a drop (they helped), with the size of that drop in points. */
export const distressDrops = (summary: WhatHelps): Map<string, number> =>
  new Map(summary.skills.filter((s) => s.averageChange !== null && s.averageChange < 0).map((s) => [s.skill, -s.averageChange!]));
