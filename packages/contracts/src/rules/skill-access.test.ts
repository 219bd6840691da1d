import { describe, expect, it } from 'vitest';
import { isSkillOpen } from './skill-access';

describe('isSkillOpen', () => {
  it.each([
    [{ premium: false, featured: false }, false, true],
    [{ premium: null, featured: null }, undefined, true],
    [{ premium: true, featured: false }, false, false],
    [{ premium: true, featured: false }, undefined, false],
    [{ premium: true, featured: null }, null, false],
    [{ premium: true, featured: false }, true, true],
    // Quick Cope's featured skills are open to everyone, premium or not.
    [{ premium: true, featured: true }, false, true],
    [{ premium: true, featured: true }, undefined, true],
  ])('%j for premium=%s → %s', (skill, isPremium, open) => {
    expect(isSkillOpen(skill, isPremium)).toBe(open);
  });
});
