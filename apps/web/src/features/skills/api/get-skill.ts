import { accountSkillResponseSchema, contentQueries, skillDetailListSchema, type SkillDetail as ApiSkillDetail } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { BOX_BREATHING_TYPE, toSkillImage, type SkillDetail } from './skill-schema';

const toSkillDetail = (skill: ApiSkillDetail): SkillDetail => ({
  slug: skill.slug,
  title: skill.Title,
  locale: skill.locale,
  description: skill.Description ?? '',
  completeTime: skill.Complete_Time ?? undefined,
  featured: skill.featured_skill === true,
  premium: skill.premium === true,
  image: toSkillImage(skill.Skill_Image),
  exercise: skill.skill_types.some((type) => type.slug === BOX_BREATHING_TYPE) ? 'box-breathing' : 'steps',
  steps: skill.skill_step.map((step) => ({
    key: String(step.id),
    title: step.title,
    description: step.description ?? '',
    image: toSkillImage(step.image),
    warning: step.warning?.trim() || undefined,
  })),
});

/**
 * One skill with its steps, or `null` when there is none; one round trip either way. A premium member
 * reads the signed-in route GET /api/account/skills/:slug, which answers every skill they may open; anyone
 * else reads the public view GET /api/skills?filters[slug][$eq]=…, which leaves out the steps of a skill
 * that is locked to them (contracts rules/skill-access) and is cached for everyone.
 */
export async function getSkill(
  slug: string,
  { signal, premiumAccess = false }: { signal?: AbortSignal; premiumAccess?: boolean } = {},
): Promise<SkillDetail | null> {
  if (premiumAccess) {
    try {
      return toSkillDetail((await api.get(`/account/skills/${encodeURIComponent(slug)}`, { schema: accountSkillResponseSchema, signal })).data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }
  const { data } = await api.get('/skills', { params: contentQueries.skillBySlug(slug), schema: skillDetailListSchema, signal, auth: false });
  return data[0] ? toSkillDetail(data[0]) : null;
}

export const getSkillQueryOptions = (slug: string, premiumAccess = false) =>
  queryOptions({
    queryKey: ['skills', 'detail', slug, premiumAccess ? 'premium' : 'public'],
    queryFn: ({ signal }) => getSkill(slug, { signal, premiumAccess }),
    staleTime: 5 * 60_000,
  });

export function useSkill(slug: string, { enabled = true, premiumAccess = false }: { enabled?: boolean; premiumAccess?: boolean } = {}) {
  return useQuery({ ...getSkillQueryOptions(slug, premiumAccess), enabled });
}
