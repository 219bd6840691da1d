import { describe, expect, it } from 'vitest';
import { isLocked, type SkillSummary } from './api/skill-schema';
import { categoriesOf, featuredSkills, skillsBySlugs, skillsInCategory } from './skill-lists';

const calm = { slug: 'calm', name: 'Calm the body', order: 1 };
const ground = { slug: 'ground', name: 'Ground yourself', order: 2 };

const skill = (slug: string, order: number, extra: Partial<SkillSummary> = {}): SkillSummary => ({
  slug,
  title: slug,
  completeTime: 3,
  featured: false,
  premium: false,
  order,
  image: undefined,
  categories: [],
  ...extra,
});

const skills = [
  skill('c', 3, { featured: true, categories: [ground] }),
  skill('a', 1, { featured: true, categories: [calm] }),
  skill('b', 2, { categories: [calm, ground] }),
  skill('d', 4, { premium: true }),
];

describe('skill lists', () => {
  it('Quick Cope lists featured skills by order_id', () => {
    expect(featuredSkills(skills).map((s) => s.slug)).toEqual(['a', 'c']);
  });

  it('derives the categories from skill types, once each, in order', () => {
    expect(categoriesOf(skills)).toEqual([calm, ground]);
  });

  it('filters by category, All keeps every skill', () => {
    expect(skillsInCategory(skills, 'ground').map((s) => s.slug)).toEqual(['c', 'b']);
    expect(skillsInCategory(skills, null)).toHaveLength(4);
    expect(skillsInCategory(skills, 'unknown')).toEqual([]);
  });

  it('maps slugs to skills in the order given, skipping unknown and repeated slugs', () => {
    expect(skillsBySlugs(skills, ['d', 'gone', 'a', 'd']).map((s) => s.slug)).toEqual(['d', 'a']);
  });

  it('locks premium skills for members without premium, never featured ones', () => {
    expect(isLocked({ premium: true, featured: false }, false)).toBe(true);
    expect(isLocked({ premium: true, featured: false }, undefined)).toBe(true);
    expect(isLocked({ premium: true, featured: false }, true)).toBe(false);
    expect(isLocked({ premium: true, featured: true }, false)).toBe(false);
    expect(isLocked({ premium: false, featured: false }, false)).toBe(false);
  });
});
