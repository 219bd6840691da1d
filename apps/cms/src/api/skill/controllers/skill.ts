import { factories } from '@strapi/strapi';
import { skillSlugParamSchema } from '@steady/contracts';
import { fail } from '../../../modules/http';
import { parseOr400 } from '../../../modules/shared';
import { attachFreeParts, takePartsFromPopulate, toSteps, toTemplates } from './skill-steps';

const SKILL = 'api::skill.skill';

/** Runs a core read without the private parts in its populate, then adds those of the free skills it returned. */
const withFreeParts = async (ctx, read: () => Promise<{ data?: unknown } | undefined>) => {
  const { wanted, rest } = takePartsFromPopulate(ctx.query?.populate);
  if (wanted.length) ctx.query = { ...ctx.query, populate: rest };
  const res = await read();
  await attachFreeParts(res?.data, wanted);
  return res;
};

export default factories.createCoreController(SKILL, () => ({
  async find(ctx) {
    return withFreeParts(ctx, () => super.find(ctx));
  },

  async findOne(ctx) {
    return withFreeParts(ctx, () => super.findOne(ctx));
  },

  /** GET /account/skills/:slug (bearer): the whole skill, premium parts included when the user is premium. */
  async findForAccount(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    const skill = await strapi.documents(SKILL).findFirst({
      filters: { slug },
      populate: { Skill_Image: true, skill_step: { populate: { image: true } }, skill_templates: true, skill_types: { populate: { Category: true } } },
    });
    if (!skill) throw fail('skill_not_found');
    if (skill.premium) {
      const account = await strapi.service('api::account.account').view(ctx.state.user.id);
      if (!account.isPremium) throw fail('premium_required');
    }
    const sanitized = (await this.sanitizeOutput!(skill, ctx)) as Record<string, unknown>;
    return this.transformResponse!({ ...sanitized, skill_step: toSteps(skill.skill_step), skill_templates: toTemplates(skill.skill_templates) });
  },
}));
