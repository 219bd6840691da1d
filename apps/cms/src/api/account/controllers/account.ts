import { billingAddressBodySchema, deleteAccountBodySchema, profileUpdateBodySchema, skillSlugParamSchema, trendsQuerySchema } from '@steady/contracts';
import { parseOr400 } from '../../../modules/shared';
import { buildCsvExport, buildExport, buildFhirExport } from '../services/data-export';
import { endAllSessions } from '../../../modules/auth';
import { buildTrends } from '../services/trends';

const service = () => strapi.service('api::account.account');
const userId = (ctx): number => ctx.state.user.id;

export default {
  async find(ctx) {
    // ctx.state.user is the user's row, read for this request by authentication (modules/auth/content-api-auth).
    ctx.body = await service().viewOf(ctx.state.user);
  },
  async updateProfile(ctx) {
    const body = parseOr400(profileUpdateBodySchema, ctx.request.body);
    ctx.body = await service().updateProfile(userId(ctx), body);
  },
  async updateBillingAddress(ctx) {
    const body = parseOr400(billingAddressBodySchema, ctx.request.body);
    ctx.body = await service().updateBillingAddress(userId(ctx), body);
  },
  async addFavourite(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    ctx.body = await service().setSkillLink(userId(ctx), 'skills', slug, true);
  },
  async removeFavourite(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    ctx.body = await service().setSkillLink(userId(ctx), 'skills', slug, false);
  },
  async deleteAccount(ctx) {
    const body = parseOr400(deleteAccountBodySchema, ctx.request.body);
    ctx.body = await service().deleteAccount(userId(ctx), body.password);
  },
  /** A download of everything held about the caller (issue 9); private-no-store keeps it out of caches. */
  async exportData(ctx) {
    const data = await buildExport(userId(ctx));
    ctx.set('Content-Disposition', `attachment; filename="steady-data-${data.exportedAt.slice(0, 10)}.json"`);
    ctx.body = data;
  },
  /** The same download as a FHIR R4 Bundle, for a health record's or a clinic's system. */
  async exportFhir(ctx) {
    const bundle = await buildFhirExport(userId(ctx));
    ctx.set('Content-Disposition', `attachment; filename="steady-data-${String(bundle.timestamp).slice(0, 10)}.fhir.json"`);
    // As text: an object body would be labelled application/json.
    ctx.body = JSON.stringify(bundle);
    ctx.type = 'application/fhir+json';
  },
  /** The same records as a spreadsheet opens them. */
  async exportCsv(ctx) {
    ctx.set('Content-Disposition', `attachment; filename="steady-data-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.body = await buildCsvExport(userId(ctx));
    ctx.type = 'text/csv; charset=utf-8';
  },
  /** Up to a year of the person's own entries for the trends screen (services/trends.ts). */
  async trends(ctx) {
    const query = parseOr400(trendsQuerySchema, ctx.query);
    ctx.body = await buildTrends(userId(ctx), query);
  },
  async signOutEverywhere(ctx) {
    await endAllSessions(strapi, userId(ctx));
    ctx.status = 204;
    ctx.body = null;
  },
  async addCompletion(ctx) {
    const slug = parseOr400(skillSlugParamSchema, ctx.params.slug);
    ctx.body = await service().setSkillLink(userId(ctx), 'completed_skill', slug, true);
  },
};
