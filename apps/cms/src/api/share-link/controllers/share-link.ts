import { SHARE_PASSCODE_HEADER, shareLinkBodySchema, shareLinkIdSchema, sharePasscodeSchema, shareTokenSchema } from '@steady/contracts';
import { fail } from '../../../modules/http';
import { parseOr400 } from '../../../modules/shared';

const service = () => strapi.service('api::share-link.share-link');
const userId = (ctx): number => ctx.state.user.id;

/** A shared summary is for one reader: never kept by a cache, never indexed, never named in a Referer. */
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export default {
  async createOwn(ctx) {
    const body = parseOr400(shareLinkBodySchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await service().createOwn(userId(ctx), body);
  },
  async listOwn(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { links: await service().listOwn(userId(ctx)) };
  },
  async revokeOwn(ctx) {
    const id = shareLinkIdSchema.safeParse(ctx.params.id);
    if (!id.success) throw fail('share_link_not_found');
    ctx.body = await service().revokeOwn(userId(ctx), id.data);
  },
  /** Public: the token is the key. Headers go on every answer, errors included. */
  async open(ctx) {
    ctx.set(PRIVATE_HEADERS);
    const token = shareTokenSchema.safeParse(ctx.params.token);
    if (!token.success) throw fail('share_link_not_found');
    const sent = ctx.get(SHARE_PASSCODE_HEADER);
    const passcode = sent ? parseOr400(sharePasscodeSchema, sent) : undefined;
    ctx.body = await service().open(token.data, passcode, ctx.request.ip);
  },
};
