import type { WhatHelpsEntry } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { describeChange, formatBeforeAfter, formatChange, skillTitle, sortBestFirst } from './what-helps';

const entry = (skill: string, averageChange: number | null, uses = 1): WhatHelpsEntry => ({
  skill,
  uses,
  rated: averageChange === null ? 0 : uses,
  averageBefore: averageChange === null ? null : 8,
  averageAfter: averageChange === null ? null : 8 + averageChange,
  averageChange,
});

describe('what helps formatting', () => {
  it("shows averages as '8 → 3' with at most one decimal", () => {
    expect(formatBeforeAfter({ averageBefore: 8, averageAfter: 3 })).toBe('8 → 3');
    expect(formatBeforeAfter({ averageBefore: 7.25, averageAfter: 3.333 })).toBe('7.3 → 3.3');
    expect(formatBeforeAfter({ averageBefore: 8, averageAfter: null })).toBeNull();
  });

  it("shows the change with a real minus sign: '−5', '+1', '0'", () => {
    expect(formatChange(-5)).toBe('−5');
    expect(formatChange(-4.46)).toBe('−4.5');
    expect(formatChange(1)).toBe('+1');
    expect(formatChange(0.01)).toBe('0');
    expect(formatChange(null)).toBeNull();
    expect(describeChange(-5)).toBe('Down 5');
    expect(describeChange(2)).toBe('Up 2');
    expect(describeChange(0)).toBe('No change');
  });

  it('orders best first: largest drop, then most used, unrated last', () => {
    const sorted = sortBestFirst([entry('a', null, 9), entry('b', -2), entry('c', 1), entry('d', -5), entry('e', -2, 4)]);
    expect(sorted.map((e) => e.skill)).toEqual(['d', 'e', 'b', 'c', 'a']);
  });

  it('names skills by their catalogue title, and the older breathing-page sessions apart from the Box breathing skill', () => {
    const titles = new Map([
      ['tipp', 'TIPP'],
      ['box-breathing', 'Box breathing'],
    ]);
    expect(skillTitle('tipp', titles)).toBe('TIPP');
    expect(skillTitle('box-breathing', titles)).toBe('Box breathing');
    expect(skillTitle('breathing', titles)).toBe('Breathing exercise');
    expect(skillTitle('wise-mind', titles)).toBe('Wise mind');
  });
});
