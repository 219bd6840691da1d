import { isSkillOpen } from '@steady/contracts';
import { ENGLISH_VERSION, toSteps, toTemplates } from '../../../modules/content';

/*
 * A skill's steps and templates are `private` in its schema, so Strapi's generic content API can never
 * return or filter by them, whatever filters or relation path a request uses (media `related`,
 * users/me …). They leave the server only here: on the public skill detail view for skills open to
 * everyone, and on the account route for a premium member (rules/skill-access, DESIGN.md security 4).
 */

const SKILL = 'api::skill.skill';

/** The populate that reads the private parts, for a query that may (the account route, attachOpenParts). */
export const PRIVATE_PARTS_POPULATE = { skill_step: { populate: { image: true } }, skill_templates: true } as const;

type Entry = Record<string, unknown> & { documentId?: unknown };

/** Adds steps and templates to the skills among `data` (a list or one entry) that are open to everyone. */
export const attachOpenParts = async (data: unknown) => {
  const entries = (Array.isArray(data) ? data : data ? [data] : []) as Entry[];
  const ids = entries.map((e) => e.documentId).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return;
  const skills = await strapi.db.query(SKILL).findMany({
    where: { documentId: { $in: ids }, ...ENGLISH_VERSION },
    select: ['documentId', 'premium', 'featured_skill'],
    populate: PRIVATE_PARTS_POPULATE,
  });
  const open = new Map(skills.filter((s) => isSkillOpen({ premium: s.premium, featured: s.featured_skill }, false)).map((s) => [s.documentId, s]));
  for (const e of entries) {
    const skill = open.get(e.documentId as string);
    e.skill_step = skill ? toSteps(skill.skill_step) : [];
    e.skill_templates = skill ? toTemplates(skill.skill_templates) : [];
  }
};
