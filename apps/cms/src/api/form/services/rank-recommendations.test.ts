import { describe, expect, it } from 'vitest';
import { fitScore, rankRecommendations, type Candidate } from './rank-recommendations';

const skill = (slug: string, order: number, stressKeys: string[], premium = false): Candidate => ({ slug, order, stressKeys, premium });
const none = new Map<string, number>();

describe('fitScore', () => {
  it('counts each ticked category a skill is for by how specific the skill is', () => {
    expect(fitScore(['loneliness'], ['loneliness', 'overwhelm'])).toBe(1);
    expect(fitScore(['loneliness', 'sadness', 'overwhelm'], ['loneliness', 'overwhelm'])).toBeCloseTo(2 / 3);
    expect(fitScore(['panic', 'anger', 'overwhelm', 'sadness'], ['overwhelm'])).toBe(1 / 4);
    expect(fitScore(['panic'], ['overwhelm'])).toBe(0);
    expect(fitScore([], ['overwhelm'])).toBe(0);
  });
});

describe('rankRecommendations', () => {
  const catalogue = [
    skill('broad', 1, ['panic', 'anger', 'overwhelm', 'sadness']),
    skill('locked-exact', 2, ['loneliness'], true),
    skill('some', 3, ['overwhelm', 'panic']),
    skill('exact', 4, ['loneliness']),
    skill('unrelated', 5, ['panic']),
  ];

  it('leaves out what does not fit, and puts a locked premium skill after the free ones', () => {
    expect(rankRecommendations(catalogue, { stresses: ['overwhelm', 'loneliness'], drops: none, premiumUser: false })).toEqual([
      'exact',
      'some',
      'broad',
      'locked-exact',
    ]);
  });

  it('ranks premium skills by fit for a premium person, the catalogue order breaking ties', () => {
    expect(rankRecommendations(catalogue, { stresses: ['overwhelm', 'loneliness'], drops: none, premiumUser: true })).toEqual([
      'locked-exact',
      'exact',
      'some',
      'broad',
    ]);
  });

  it("lifts a skill by a tenth of its fit for each point it lowered this person's distress", () => {
    const stresses = ['overwhelm', 'loneliness'];
    // 'broad' fits 1/4; a 6-point drop makes it 0.4, just under 'some' (1/2) and over nothing else.
    expect(rankRecommendations(catalogue, { stresses, drops: new Map([['broad', 6]]), premiumUser: false })).toEqual([
      'exact',
      'some',
      'broad',
      'locked-exact',
    ]);
    // A 10-point drop doubles it to 1/2, level with 'some'; 'broad' comes first in the catalogue.
    expect(rankRecommendations(catalogue, { stresses, drops: new Map([['broad', 10]]), premiumUser: false })).toEqual([
      'exact',
      'broad',
      'some',
      'locked-exact',
    ]);
  });

  it('gives at most 8', () => {
    const many = Array.from({ length: 12 }, (_, i) => skill(`s${i}`, i, ['sadness']));
    expect(rankRecommendations(many, { stresses: ['sadness'], drops: none, premiumUser: false })).toEqual(many.slice(0, 8).map((s) => s.slug));
  });
});
