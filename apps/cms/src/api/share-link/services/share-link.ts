import {
  SHARE_RANGE_MAX_DAYS,
  type DiaryEntry,
  type ShareLink,
  type ShareLinkBody,
  type ShareLinkCreated,
  type SharePart,
  type SharedSummary,
} from '@steady/contracts';
import { newDocumentId } from '../../../modules/privacy';
import { oneAtATime, rateLimiter } from '../../../modules/shared';
import { fail } from '../../../modules/http';
import { hashPasscode, hashShareToken, newShareToken, passcodeMatches } from './secrets';

const UID = 'api::share-link.share-link';
const DAY = 86_400_000;
const SELECT = ['id', 'documentId', 'passcodeHash', 'rangeFrom', 'rangeTo', 'include', 'expiresAt', 'revokedAt', 'openings', 'createdAt'];
/** Openings kept per link: enough for any real use, bounded so a script cannot grow a row without end. */
const OPENINGS_KEPT = 200;
/*
 * Wrong passcodes (decision 013: slowed, never a lock-out of the owner, who never needs the passcode): per link
 * and per address, in 15 minutes. Past it the link answers 429 until the window ends; the owner can make a new link.
 */
const PASSCODE_TRIES_PER_LINK = { max: 10, windowMs: 15 * 60_000 };
const PASSCODE_TRIES_PER_ADDRESS = { max: 30, windowMs: 15 * 60_000 };

type Row = {
  id: number;
  documentId: string;
  passcodeHash: string | null;
  rangeFrom: string | Date;
  rangeTo: string | Date;
  include: SharePart[];
  expiresAt: string | Date;
  revokedAt: string | Date | null;
  openings: string[] | null;
  createdAt: string | Date;
};

const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
const iso = (value: string | Date) => new Date(value).toISOString();
const query = () => strapi.db.query(UID);

const stateOf = (row: Row, now: Date): ShareLink['state'] => (row.revokedAt ? 'revoked' : new Date(row.expiresAt) <= now ? 'ended' : 'active');

const toLink = (row: Row, now = new Date()): ShareLink => ({
  id: row.documentId,
  from: dayOf(row.rangeFrom),
  to: dayOf(row.rangeTo),
  include: row.include,
  hasPasscode: !!row.passcodeHash,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
  state: stateOf(row, now),
  openings: [...(row.openings ?? [])].reverse(),
});

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The diary's own read path, allowed the share's longer range (the body schema has checked it). */
const diaryBetween = (userId: number, from: string, to: string): Promise<DiaryEntry[]> =>
  strapi.service('api::diary-entry.diary-entry').listOwn(userId, from, to, { days: SHARE_RANGE_MAX_DAYS, code: 'date_range_too_long' });

/** What the link shows, read from the owner's data now, through the same services as the owner's own screens. */
const snapshot = async (row: Row, ownerId: number): Promise<SharedSummary> => {
  const from = dayOf(row.rangeFrom);
  const to = dayOf(row.rangeTo);
  const include = row.include;
  const out: SharedSummary = { from, to, include, expiresAt: iso(row.expiresAt) };
  if (include.includes('plan')) out.plan = (await strapi.service('api::safety-plan.safety-plan').getOwn(ownerId)).sections;
  if (include.includes('diary')) out.diary = await diaryBetween(ownerId, from, to);
  if (include.includes('ratings')) {
    // The days are the owner's calendar days; the server does not know their time zone, so it reads them as UTC days.
    const between = { from: new Date(`${from}T00:00:00Z`), to: new Date(`${addDays(to, 1)}T00:00:00Z`) };
    out.ratings = await strapi.service('api::distress-rating.distress-rating').whatHelps(ownerId, between);
  }
  return out;
};

/** Counts a wrong-passcode try before checking, so tries sent at once cannot all slip under the limit. */
const checkPasscode = async (row: Row, passcode: string | undefined, address: string) => {
  if (!row.passcodeHash) return;
  if (!passcode) throw fail('share_passcode_required');
  const perLink = await rateLimiter.attempt(`share-passcode:link:${row.id}`, PASSCODE_TRIES_PER_LINK);
  const perAddress = await rateLimiter.attempt(`share-passcode:ip:${address}`, PASSCODE_TRIES_PER_ADDRESS);
  if (!perLink.allowed || !perAddress.allowed) {
    await Promise.all([perLink.undo(), perAddress.undo()]);
    throw fail('too_many_attempts');
  }
  if (await passcodeMatches(passcode, row.passcodeHash)) {
    await Promise.all([perLink.undo(), perAddress.undo()]);
    return;
  }
  throw fail('share_passcode_incorrect');
};

export default () => ({
  async createOwn(userId: number, body: ShareLinkBody, now = new Date()): Promise<ShareLinkCreated> {
    const token = newShareToken();
    const row: Row = await query().create({
      data: {
        documentId: newDocumentId(),
        owner: userId,
        tokenHash: hashShareToken(token),
        passcodeHash: body.passcode ? await hashPasscode(body.passcode) : null,
        rangeFrom: body.from,
        rangeTo: body.to,
        include: body.include,
        expiresAt: new Date(now.getTime() + body.days * DAY),
        openings: [],
      },
      select: SELECT,
    });
    return { link: toLink(row, now), token, path: `/shared/${token}` };
  },

  async listOwn(userId: number): Promise<ShareLink[]> {
    const rows: Row[] = await query().findMany({ where: { owner: { id: userId } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: SELECT });
    const now = new Date();
    return rows.map((row) => toLink(row, now));
  },

  /** Ends the link at once; revoking again changes nothing. Another person's link is a 404, as an unknown one. */
  async revokeOwn(userId: number, documentId: string): Promise<ShareLink> {
    const row: Row | null = await query().findOne({ where: { documentId, owner: { id: userId } }, select: SELECT });
    if (!row) throw fail('share_link_not_found');
    if (row.revokedAt) return toLink(row);
    return toLink(await query().update({ where: { id: row.id }, data: { revokedAt: new Date() }, select: SELECT }));
  },

  /** GET /api/shared/:token: ended → 410, passcode checked, then the summary as it is now, the opening recorded. */
  async open(token: string, passcode: string | undefined, address: string): Promise<SharedSummary> {
    // The owner comes with the link in one read: the summary is theirs.
    const row: (Row & { owner?: { id: number } | null }) | null = await query().findOne({
      where: { tokenHash: hashShareToken(token) },
      select: SELECT,
      populate: { owner: { select: ['id'] } },
    });
    if (!row) throw fail('share_link_not_found');
    if (stateOf(row, new Date()) !== 'active') throw fail('share_link_ended');
    await checkPasscode(row, passcode, address);
    const ownerId = row.owner?.id;
    if (ownerId === undefined) throw fail('share_link_not_found');
    const summary = await snapshot(row, ownerId);
    await oneAtATime(`share-link:${row.id}`, async () => {
      const current = await query().findOne({ where: { id: row.id }, select: ['id', 'openings'] });
      const openings = [...((current?.openings as string[] | null) ?? []), new Date().toISOString()].slice(-OPENINGS_KEPT);
      await query().update({ where: { id: row.id }, data: { openings } });
    });
    return summary;
  },
});
