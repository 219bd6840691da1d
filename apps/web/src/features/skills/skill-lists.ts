import type { SkillCategory, SkillSummary } from './api/skill-schema';

/** Quick Cope: featured skills by `order_id` (spec §2). */
export function featuredSkills(skills: readonly SkillSummary[]): SkillSummary[] {
  return skills.filter((s) => s.featured).sort((a, b) => a.order - b.order);
}

/** The filter's categories: every category a skill type names, once, in the CMS's order. */
export function categoriesOf(skills: readonly SkillSummary[]): SkillCategory[] {
  const bySlug = new Map<string, SkillCategory>();
  for (const skill of skills) for (const c of skill.categories) if (!bySlug.has(c.slug)) bySlug.set(c.slug, c);
  return [...bySlug.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** Practice: all skills, or those with a skill type in the chosen category (`null`: All). */
export function skillsInCategory(skills: readonly SkillSummary[], category: string | null): SkillSummary[] {
  if (!category) return [...skills];
  return skills.filter((s) => s.categories.some((c) => c.slug === category));
}

/** Skills for a list of slugs (favourites, recommendations), keeping the order of the slugs; unknown slugs are left out. */
/** The server sends at most 8 recommendations (a short list for a hard moment); never show more. */
export const MAX_RECOMMENDED = 8;

export function skillsBySlugs(skills: readonly SkillSummary[], slugs: readonly string[]): SkillSummary[] {
  const bySlug = new Map(skills.map((s) => [s.slug, s] as const));
  return [...new Set(slugs)].flatMap((slug) => {
    const skill = bySlug.get(slug);
    return skill ? [skill] : [];
  });
}
