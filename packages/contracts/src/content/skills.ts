import { z } from 'zod';
import { contentLocaleSchema } from './language';
import { mediaSchema } from './media';

/*
 * Skill views (docs/decisions/016-content-views.md). Field names are the API's since the first
 * version (Title, Skill_Image …): the spec's URLs read them.
 */

export const categorySchema = z.object({ name: z.string(), slug: z.string(), order_id: z.number().nullable(), locale: contentLocaleSchema.optional() });
export type Category = z.infer<typeof categorySchema>;

export const skillTypeSchema = z.object({ slug: z.string(), Category: categorySchema.nullable() });

/** GET /api/skills (and with filters): what a card and the category filter show. */
export const skillCardSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  Title: z.string(),
  Complete_Time: z.number().nullable(),
  featured_skill: z.boolean().nullable(),
  premium: z.boolean().nullable(),
  order_id: z.number().nullable(),
  Skill_Image: mediaSchema.nullable(),
  skill_types: z.array(skillTypeSchema),
  locale: contentLocaleSchema.optional(),
});
export type SkillCard = z.infer<typeof skillCardSchema>;

export const skillStepSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  description: z.string().nullable(),
  warning: z.string().nullable(),
  image: mediaSchema.nullable(),
});
export type SkillStep = z.infer<typeof skillStepSchema>;

export const skillTemplateSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string(), content: z.string().nullable() });

/**
 * GET /api/skills?filters[slug][$eq]=… and GET /api/account/skills/:slug: one skill with its steps.
 * A locked skill (rules/skill-access) comes without steps and templates: empty lists.
 */
export const skillDetailSchema = skillCardSchema.extend({
  Description: z.string().nullable(),
  skill_step: z.array(skillStepSchema),
  skill_templates: z.array(skillTemplateSchema),
});
export type SkillDetail = z.infer<typeof skillDetailSchema>;

export const skillCardListSchema = z.object({ data: z.array(skillCardSchema) });
export const skillDetailListSchema = z.object({ data: z.array(skillDetailSchema) });
export const accountSkillResponseSchema = z.object({ data: skillDetailSchema });
