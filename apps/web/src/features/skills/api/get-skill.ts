import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { BOX_BREATHING_TYPE, fieldList, mediaFields, mediaSchema, toSkillImage, type SkillDetail } from './skill-schema';

const skillDetailSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      Title: z.string(),
      Description: z.string().nullable().optional(),
      Complete_Time: z.number().nullable().optional(),
      featured_skill: z.boolean().nullable().optional(),
      premium: z.boolean().nullable().optional(),
      Skill_Image: mediaSchema.nullable().optional(),
      skill_types: z
        .array(z.object({ slug: z.string() }))
        .nullable()
        .optional(),
      skill_step: z
        .array(
          z.object({
            id: z.union([z.number(), z.string()]).optional(),
            title: z.string(),
            description: z.string().nullable().optional(),
            warning: z.string().nullable().optional(),
            image: mediaSchema.nullable().optional(),
          }),
        )
        .nullable()
        .optional(),
    }),
  ),
});

const skillDetailParams = (slug: string) => ({
  'filters[slug][$eq]': slug,
  ...fieldList('fields', ['Title', 'slug', 'Description', 'Complete_Time', 'featured_skill', 'premium']),
  ...mediaFields('populate[Skill_Image]'),
  'populate[skill_types][fields][0]': 'slug',
  ...mediaFields('populate[skill_step][populate][image]'),
  'pagination[pageSize]': 1,
});

const accountSkillSchema = z.object({ data: skillDetailSchema.shape.data.element });

/**
 * GET /api/skills?filters[slug][$eq]=…: one skill with its steps, or `null` when there is none.
 * The public answer leaves out a premium skill's steps; with `premiumAccess` they come from the
 * signed-in user's own route, which the server allows only while the user is premium.
 */
export async function getSkill(
  slug: string,
  { signal, premiumAccess = false }: { signal?: AbortSignal; premiumAccess?: boolean } = {},
): Promise<SkillDetail | null> {
  const { data } = await api.get('/skills', {
    params: skillDetailParams(slug),
    schema: skillDetailSchema,
    signal,
    auth: false,
  });
  let skill = data[0];
  if (!skill) return null;
  if (skill.premium && premiumAccess) {
    skill = (await api.get(`/account/skills/${encodeURIComponent(slug)}`, { schema: accountSkillSchema, signal })).data;
  }
  return {
    slug: skill.slug,
    title: skill.Title,
    description: skill.Description ?? '',
    completeTime: skill.Complete_Time ?? undefined,
    featured: skill.featured_skill === true,
    premium: skill.premium === true,
    image: toSkillImage(skill.Skill_Image),
    exercise: (skill.skill_types ?? []).some((type) => type.slug === BOX_BREATHING_TYPE) ? 'box-breathing' : 'steps',
    steps: (skill.skill_step ?? []).map((step, i) => ({
      key: String(step.id ?? i),
      title: step.title,
      description: step.description ?? '',
      image: toSkillImage(step.image),
      warning: step.warning?.trim() || undefined,
    })),
  };
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
