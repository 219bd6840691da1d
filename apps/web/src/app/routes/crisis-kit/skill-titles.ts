import { useMemo } from 'react';
import { useSkills } from '@/features/skills/api/get-skills';

/**
 * Catalogue titles by slug, for screens that name the skills a person used (What helps me, the diary,
 * the summary). Until the catalogue loads (or if it fails) the map is empty and names fall back to the slug.
 */
export function useSkillTitles(): ReadonlyMap<string, string> {
  const skills = useSkills();
  return useMemo(() => new Map((skills.data ?? []).map((s) => [s.slug, s.title])), [skills.data]);
}
