import { contentQueries, skillCardListSchema, type SkillCard } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the wizard's card shows of a skill card. */
export type SkillCardData = Pick<SkillCard, 'slug' | 'Title' | 'Complete_Time' | 'premium' | 'Skill_Image'>;

/** One page of the card view: more skills than this are not listed for one analysis. */
export const MAX_SKILL_CARDS = 100;

/** GET /api/skills?filters[slug][$in]=…: the cards of the named skills, in the editors' order (the route's card view). */
export async function getSkillCards(slugs: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<SkillCard[]> {
  const wanted = slugs.slice(0, MAX_SKILL_CARDS);
  if (wanted.length === 0) return [];
  const { data } = await api.get('/skills', {
    params: contentQueries.skillCardsBySlugs(wanted),
    schema: skillCardListSchema,
    auth: false,
    signal,
  });
  return data;
}

export const getSkillCardsQueryOptions = (slugs: readonly string[]) => {
  const sorted = [...new Set(slugs)].sort();
  return queryOptions({
    queryKey: ['rca', 'skill-cards', sorted],
    queryFn: ({ signal }) => getSkillCards(sorted, { signal }),
    staleTime: 10 * 60_000,
  });
};

export function useSkillCards(slugs: readonly string[]) {
  return useQuery({ ...getSkillCardsQueryOptions(slugs), enabled: slugs.length > 0 });
}
