import { contentQueries, skillCardListSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toCategory, toSkillImage, type SkillCategory, type SkillSummary } from './skill-schema';

/**
 * GET /api/skills: the whole catalogue as cards (the route's card view sets the fields, the editors'
 * order and one page of 100). One answer serves Quick Cope, Practice, Recommended and Liked (public
 * content, cacheable, no per-user data in it).
 */
export async function getSkills({ signal }: { signal?: AbortSignal } = {}): Promise<SkillSummary[]> {
  const { data } = await api.get('/skills', { params: contentQueries.skillCards(), schema: skillCardListSchema, signal, auth: false });
  return data
    .map((skill) => {
      const categories = new Map<string, SkillCategory>();
      for (const type of skill.skill_types) {
        if (type.Category) categories.set(type.Category.slug, toCategory(type.Category));
      }
      return {
        slug: skill.slug,
        title: skill.Title,
        completeTime: skill.Complete_Time ?? undefined,
        featured: skill.featured_skill === true,
        premium: skill.premium === true,
        order: skill.order_id ?? 0,
        image: toSkillImage(skill.Skill_Image),
        categories: [...categories.values()],
      };
    })
    .sort((a, b) => a.order - b.order);
}

export const skillsQueryKey = ['skills', 'list'] as const;

export const getSkillsQueryOptions = () =>
  queryOptions({
    queryKey: skillsQueryKey,
    queryFn: ({ signal }) => getSkills({ signal }),
    staleTime: 5 * 60_000,
  });

export function useSkills() {
  return useQuery(getSkillsQueryOptions());
}
