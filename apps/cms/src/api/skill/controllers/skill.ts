import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSkillOpen, PAYMENT_TEXT, skillSlugParamSchema } from '@steady/contracts';
import { parseOr400 } from '../../../utils/validate';
import { CONTENT_VIEW_STATE, toSkillDetail, toSteps, toTemplates, VIEWS } from '../../../modules/content';
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
   */
  async findForAccount(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    const { fields, populate } = VIEWS.skillDetail;
    const skill: Record<string, any> | null = await strapi
      .documents(SKILL)
      .findFirst({ filters: { slug }, fields: fields as never, populate: { ...populate, ...PRIVATE_PARTS_POPULATE } as never });
    if (!skill) throw new errors.NotFoundError('This skill does not exist');
    const facts = { premium: skill.premium, featured: skill.featured_skill };
    if (!isSkillOpen(facts, false) && !isSkillOpen(facts, (await strapi.service('api::account.account').view(ctx.state.user.id)).isPremium)) {
      // (Strapi's ForbiddenError would be answered with a bare 'Forbidden'.)
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: PAYMENT_TEXT.premiumSkill, details: {} } };
      return;
    }
    return { data: toSkillDetail({ ...skill, skill_step: toSteps(skill.skill_step), skill_templates: toTemplates(skill.skill_templates) }) };
  },
}));
