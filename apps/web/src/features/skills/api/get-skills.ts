import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { categorySchema, fieldList, mediaFields, mediaSchema, toCategory, toSkillImage, type SkillCategory, type SkillSummary } from './skill-schema';

/** Strapi's REST maximum page size; the catalogue is far smaller. */
const PAGE_SIZE = 100;

const skillListSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      Title: z.string(),
      Complete_Time: z.number().nullable().optional(),
      featured_skill: z.boolean().nullable().optional(),
      premium: z.boolean().nullable().optional(),
      order_id: z.number().nullable().optional(),
      Skill_Image: mediaSchema.nullable().optional(),
      skill_types: z
        .array(z.object({ slug: z.string(), Category: categorySchema.nullable().optional() }))
        .nullable()
        .optional(),
    }),
  ),
});

/** Only the fields a skill card and the category filter show (never `populate=*`). */
export const skillListParams = {
  sort: 'order_id',
  ...fieldList('fields', ['Title', 'slug', 'Complete_Time', 'featured_skill', 'premium', 'order_id']),
  ...mediaFields('populate[Skill_Image]'),
  'populate[skill_types][fields][0]': 'slug',
  ...fieldList('populate[skill_types][populate][Category][fields]', ['name', 'slug', 'order_id']),
  'pagination[pageSize]': PAGE_SIZE,
};

/**
 * GET /api/skills: the whole catalogue as cards, in `order_id` order. One answer serves Quick Cope,
 * Practice, Recommended and Liked (public content, cacheable, no per-user data in it).
 */
export async function getSkills({ signal }: { signal?: AbortSignal } = {}): Promise<SkillSummary[]> {
  const { data } = await api.get('/skills', { params: skillListParams, schema: skillListSchema, signal, auth: false });
  return data
    .map((skill) => {
      const categories = new Map<string, SkillCategory>();
      for (const type of skill.skill_types ?? []) {
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
