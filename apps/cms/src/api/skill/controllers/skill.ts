import { factories } from '@strapi/strapi';
import { isSkillOpen, skillSlugParamSchema } from '@steady/contracts';
import { fail } from '../../../modules/http';
import { parseOr400 } from '../../../modules/shared';
import { CONTENT_VIEW_STATE, requestedLocale, toSkillDetail, toSteps, toTemplates, translateRows, VIEWS } from '../../../modules/content';
import { attachOpenParts, PRIVATE_PARTS_POPULATE } from './skill-steps';

const SKILL = 'api::skill.skill';

/** The detail view's reads add the private parts of the skills open to everyone; the list view has none. */
const withOpenParts = async (ctx, read: () => Promise<{ data?: unknown } | undefined>) => {
  const res = await read();
  if (ctx.state[CONTENT_VIEW_STATE] === VIEWS.skillDetail) await attachOpenParts(res?.data);
  return res;
};

export default factories.createCoreController(SKILL, () => ({
  async find(ctx) {
    return withOpenParts(ctx, () => super.find(ctx));
  },

  async findOne(ctx) {
    return withOpenParts(ctx, () => super.findOne(ctx));
  },

  /**
   * GET /account/skills/:slug (bearer): the skill detail view with its steps, for any skill the user may
   * open (rules/skill-access): a free or featured one, or a premium one while the user is premium.
   * In the language of `?locale=`, falling back to English as the public views do.
   */
  async findForAccount(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    const locale = requestedLocale(ctx.query.locale);
    const { fields, populate } = VIEWS.skillDetail;
    const skill: Record<string, any> | null = await strapi
      .documents(SKILL)
      .findFirst({ filters: { slug }, fields: fields as never, populate: { ...populate, ...PRIVATE_PARTS_POPULATE } as never });
    if (!skill) throw fail('skill_not_found');
    const facts = { premium: skill.premium, featured: skill.featured_skill };
    if (!isSkillOpen(facts, false) && !isSkillOpen(facts, (await strapi.service('api::account.account').view(ctx.state.user.id)).isPremium)) {
      throw fail('premium_required');
    }
    await translateRows(strapi, SKILL, [skill], locale, populate);
    return { data: toSkillDetail({ ...skill, skill_step: toSteps(skill.skill_step), skill_templates: toTemplates(skill.skill_templates) }) };
  },
}));
