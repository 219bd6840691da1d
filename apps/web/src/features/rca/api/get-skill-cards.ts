import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { mediaFieldParams, mediaSchema } from './media';

const skillCardSchema = z.object({
  slug: z.string(),
  Title: z.string(),
  Complete_Time: z.number().nullable().optional(),
  premium: z.boolean().nullable().optional(),
  Skill_Image: mediaSchema.nullable().optional(),
});
export type SkillCardData = z.infer<typeof skillCardSchema>;

const skillCardsResponseSchema = z.object({ data: z.array(skillCardSchema) });

/** Strapi's largest page: more skills than this are not listed for one analysis. */
export const MAX_SKILL_CARDS = 100;

/** GET /api/skills?filters[slug][$in]=…: title, time, premium flag and image of the named skills, in the editors' order. */
export async function getSkillCards(slugs: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<SkillCardData[]> {
  const wanted = slugs.slice(0, MAX_SKILL_CARDS);
  if (wanted.length === 0) return [];
  const { data } = await api.get('/skills', {
    params: {
      'fields[0]': 'Title',
      'fields[1]': 'slug',
      'fields[2]': 'Complete_Time',
      'fields[3]': 'premium',
      ...mediaFieldParams('populate[Skill_Image]'),
      ...Object.fromEntries(wanted.map((slug, i) => [`filters[slug][$in][${i}]`, slug])),
      sort: 'order_id',
      'pagination[pageSize]': MAX_SKILL_CARDS,
    },
    schema: skillCardsResponseSchema,
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
