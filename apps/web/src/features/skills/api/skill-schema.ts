import { z } from 'zod';

/**
 * The shapes of Strapi's skill answers (only the fields we ask for) and the plain objects the
 * screens use. No server call here: one call per file lives beside this.
 */

/** Size the CMS's seeded skill illustrations use; an image without size info is drawn at this ratio. */
const FALLBACK_IMAGE = { width: 320, height: 240 };

export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  alternativeText: z.string().nullable().optional(),
});

export const categorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  order_id: z.number().nullable().optional(),
});

/** `fields[…]` and `populate[…]` for a media relation: only what an <img> needs. */
export const mediaFields = (prefix: string): Record<string, string> => ({
  [`${prefix}[fields][0]`]: 'url',
  [`${prefix}[fields][1]`]: 'width',
  [`${prefix}[fields][2]`]: 'height',
  [`${prefix}[fields][3]`]: 'alternativeText',
});

/** `fields[0]=a&fields[1]=b…` */
export const fieldList = (prefix: string, fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field, i) => [`${prefix}[${i}]`, field]));

export type SkillImage = { url: string; width: number; height: number; alt: string };

export type SkillCategory = { slug: string; name: string; order: number };

export function toSkillImage(media: z.infer<typeof mediaSchema> | null | undefined): SkillImage | undefined {
  if (!media?.url) return undefined;
  const width = media.width && media.width > 0 ? media.width : FALLBACK_IMAGE.width;
  const height = media.height && media.height > 0 ? media.height : Math.round((width * FALLBACK_IMAGE.height) / FALLBACK_IMAGE.width);
  return { url: media.url, width, height, alt: media.alternativeText?.trim() ?? '' };
}

export function toCategory(category: z.infer<typeof categorySchema>): SkillCategory {
  return { slug: category.slug, name: category.name, order: category.order_id ?? 0 };
}

/** What a skill card shows, for every list (Quick Cope, Practice, Recommended, Liked). */
export type SkillSummary = {
  slug: string;
  title: string;
  /** Minutes. */
  completeTime: number | undefined;
  featured: boolean;
  premium: boolean;
  order: number;
  image: SkillImage | undefined;
  /** From the skill types, without repeats. */
  categories: SkillCategory[];
};

/** Skill types whose slug switches the exercise. */
export const BOX_BREATHING_TYPE = 'box_breathing';

export type SkillStep = {
  /** Stable key for the step (component id). */
  key: string;
  title: string;
  description: string;
  image: SkillImage | undefined;
  warning: string | undefined;
};

export type SkillDetail = {
  slug: string;
  title: string;
  description: string;
  completeTime: number | undefined;
  featured: boolean;
  premium: boolean;
  image: SkillImage | undefined;
  steps: SkillStep[];
  exercise: 'box-breathing' | 'steps';
};

/** Premium content is open to premium members; featured skills (Quick Cope) are open to everyone. */
export function isLocked(skill: Pick<SkillSummary, 'premium' | 'featured'>, isPremium: boolean | undefined): boolean {
  return skill.premium && !skill.featured && isPremium !== true;
}
