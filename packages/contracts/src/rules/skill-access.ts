/**
 * Who may open a skill's steps, on both tiers (docs/decisions/016-content-views.md). A featured skill
 * is always open: Quick Cope shows the featured skills to anyone who needs to calm down now (spec §3),
 * and a lock there would stand between a person in distress and the exercise. Any other premium
 * skill needs premium; a free skill is open to everyone.
 */
export type SkillAccessFacts = { premium: boolean | null | undefined; featured: boolean | null | undefined };

export const isSkillOpen = (skill: SkillAccessFacts, isPremium: boolean | null | undefined): boolean =>
  skill.featured === true || skill.premium !== true || isPremium === true;
