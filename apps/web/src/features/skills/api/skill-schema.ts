import { isSkillOpen, type Category, type Media } from '@steady/contracts';

/**
 * The plain objects the screens use, made from the skill views of packages/contracts (the CMS's
 * routes choose the fields: docs/decisions/016-content-views.md). No server call here: one call per
 * file lives beside this.
 */

/** Size the CMS's seeded skill illustrations use; an image without size info is drawn at this ratio. */
const FALLBACK_IMAGE = { width: 320, height: 240 };

export type SkillImage = { url: string; width: number; height: number; alt: string };

export type SkillCategory = { slug: string; name: string; order: number };

export function toSkillImage(media: Media | null | undefined): SkillImage | undefined {
  if (!media?.url) return undefined;
  const width = media.width && media.width > 0 ? media.width : FALLBACK_IMAGE.width;
  const height = media.height && media.height > 0 ? media.height : Math.round((width * FALLBACK_IMAGE.height) / FALLBACK_IMAGE.width);
  return { url: media.url, width, height, alt: media.alternativeText?.trim() ?? '' };
}

export function toCategory(category: Category): SkillCategory {
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
  /** The language of its words: the person's, or English where it is not translated yet. */
  locale: string | undefined;
};

/** Locked: the one rule both tiers use (contracts rules/skill-access: featured skills are open to everyone). */
export function isLocked(skill: Pick<SkillSummary, 'premium' | 'featured'>, isPremium: boolean | undefined): boolean {
  return !isSkillOpen(skill, isPremium);
}
