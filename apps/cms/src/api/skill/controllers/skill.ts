import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PAYMENT_TEXT, skillSlugParamSchema } from '@steady/contracts';
import { parseOr400 } from '../../../utils/validate';

const SKILL = 'api::skill.skill';
/** What a premium skill keeps for premium users only; its title, description, image and links stay public. */
const PREMIUM_PARTS = ['skill_step', 'skill_templates'];

/** Removes the premium parts of premium skills from a public response (the same for everyone, so still cacheable). */
const withoutPremiumParts = async (data: unknown) => {
  const entries = (Array.isArray(data) ? data : data ? [data] : []) as Record<string, unknown>[];
  const ids = entries.map((e) => e?.documentId).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return;
  const premium = await strapi.db.query(SKILL).findMany({ where: { documentId: { $in: ids }, premium: true }, select: ['documentId'] });
  const locked = new Set(premium.map((s) => s.documentId));
  for (const e of entries) if (locked.has(e.documentId as string)) for (const k of PREMIUM_PARTS) delete e[k];
};

export default factories.createCoreController(SKILL, () => ({
  async find(ctx) {
    const res = await super.find(ctx);
    await withoutPremiumParts(res?.data);
    return res;
  },

  async findOne(ctx) {
    const res = await super.findOne(ctx);
    await withoutPremiumParts(res?.data);
    return res;
  },

  /** GET /account/skills/:slug (bearer): the whole skill, premium parts included when the user is premium. */
  async findForAccount(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    const skill = await strapi.documents(SKILL).findFirst({
      filters: { slug },
      populate: { Skill_Image: true, skill_step: { populate: { image: true } }, skill_templates: true, skill_types: { populate: { Category: true } } },
    });
    if (!skill) throw new errors.NotFoundError('This skill does not exist');
    if (skill.premium) {
      const account = await strapi.service('api::account.account').view(ctx.state.user.id);
      if (!account.isPremium) {
        // (Strapi's ForbiddenError would be answered with a bare 'Forbidden'.)
        ctx.status = 403;
        ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: PAYMENT_TEXT.premiumSkill, details: {} } };
        return;
      }
    }
    const sanitized = await this.sanitizeOutput!(skill, ctx);
    return this.transformResponse!(sanitized);
  },
}));
