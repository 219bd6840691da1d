import { factories } from '@strapi/strapi';
import { BREATHING_RATING_KEY, CHECK_IN_RATING_KEY, summariseRatings, type DistressRating, type DistressRatingBody, type WhatHelps } from '@steady/contracts';
import { newDocumentId, sealerFor, type RowIdentity } from '../../../modules/privacy';
import { ClientIdConflictError, createOnce } from '../../../modules/shared';
import { fail } from '../../../modules/http';

const UID = 'api::distress-rating.distress-rating';
/**
 * What helps is computed in memory from the person's latest sessions, at most this many (a few numbers
 * each): a person who rates twice a day for ten years stays under it.
 */
const WHAT_HELPS_LIMIT = 10_000;

type Row = {
  id: number;
  documentId: string;
  clientId: string;
  skill: string;
  /** Sealed (sealed-fields): a number 0–10, or null for a skip. */
  before: string | null;
  after: string | null;
  note: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  owner?: { id: number } | null;
};

const query = () => strapi.db.query(UID);

/*
 * The ratings and the note are sealed to their row and owner (decision 009); the skill's slug, a
 * catalogue name, stays clear like the person's completed skills.
 */
const sealed = sealerFor(UID, { before: 'json', after: 'json', note: 'text' });
const identity = (row: Pick<Row, 'documentId'>, userId: number): RowIdentity => ({ documentId: row.documentId, ownerId: userId });

type Opened = { before: number | null; after: number | null; note: string | null };
const opened = (row: Row, userId: number): Opened => {
  const id = identity(row, userId);
  return {
    before: sealed.open<number>('before', id, row.before),
    after: sealed.open<number>('after', id, row.after),
    note: sealed.open<string>('note', id, row.note),
  };
};

const toRating = (row: Row, userId: number): DistressRating => ({
  id: row.clientId,
  skill: row.skill,
  ...opened(row, userId),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const assertKnownSkill = async (skill: string) => {
  if (skill === BREATHING_RATING_KEY || skill === CHECK_IN_RATING_KEY) return;
  const found = await strapi.db.query('api::skill.skill').count({ where: { slug: skill } });
  if (!found) throw fail('unknown_skill');
};

/** An empty note clears it; a note is stored only encrypted. */
const plainNote = (note: string | undefined) => (note === undefined ? undefined : note === '' ? null : note);

export default factories.createCoreService(UID, () => ({
  /**
   * Creates the session's record or updates it: an absent field stays as it is, null records a skip.
   * Repeating a PUT changes nothing. Two first PUTs at once make one row (modules/shared/create-once: the unique
   * index on client_id refuses the second insert, which then updates the row the first one made).
   */
  async putOwn(userId: number, clientId: string, body: DistressRatingBody): Promise<DistressRating> {
    await assertKnownSkill(body.skill);
    const note = plainNote(body.note);
    const documentId = newDocumentId();
    const { record: existing, created } = await createOnce(
      UID,
      clientId,
      userId,
      () => {
        const id = { documentId, ownerId: userId };
        const data = { before: sealed.seal('before', id, body.before), after: sealed.seal('after', id, body.after), note: sealed.seal('note', id, note) };
        return query().create({ data: { ...data, documentId, clientId, skill: body.skill, owner: userId } }) as Promise<Row>;
      },
      (id) => query().findOne({ where: { id } }) as Promise<Row>,
      'session_id_taken',
    );
    if (created) return toRating(existing, userId);
    if (existing.skill !== body.skill) throw new ClientIdConflictError('session_for_another_skill');

    // Compared opened; only a field that changes is sealed again.
    const was = opened(existing, userId);
    const wanted: Partial<Opened> = {};
    if (body.before !== undefined && body.before !== was.before) wanted.before = body.before;
    if (body.after !== undefined && body.after !== was.after) wanted.after = body.after;
    if (note !== undefined && note !== was.note) wanted.note = note;
    if (Object.keys(wanted).length === 0) return toRating(existing, userId);
    const changes = Object.fromEntries(Object.entries(wanted).map(([field, value]) => [field, sealed.seal(field, identity(existing, userId), value)]));
    return toRating(await query().update({ where: { id: existing.id }, data: changes }), userId);
  },

  /** `between`: only sessions started in [from, to) (a shared summary's days, decision 026). */
  async whatHelps(userId: number, between?: { from: Date; to: Date }): Promise<WhatHelps> {
    // Averaged here, after opening: the ratings are sealed, so SQL cannot sum them.
    const rows: Row[] = await query().findMany({
      // A one-tap check-in rates no skill: it is kept, and exported, but What helps me is about skills.
      where: { owner: { id: userId }, skill: { $ne: CHECK_IN_RATING_KEY }, ...(between ? { createdAt: { $gte: between.from, $lt: between.to } } : {}) },
      select: ['documentId', 'skill', 'before', 'after'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: WHAT_HELPS_LIMIT,
    });
    return summariseRatings(
      rows.map((r) => {
        const id = identity(r, userId);
        return { skill: r.skill, before: sealed.open<number>('before', id, r.before), after: sealed.open<number>('after', id, r.after) };
      }),
    );
  },

  /**
   * Everything kept about the person's ratings, notes decrypted, oldest first (GET /api/account/export);
   * with `span`, only the sessions started within it (the trends).
   */
  async exportFor(userId: number, span?: { since: Date; until: Date }): Promise<DistressRating[]> {
    const started = span ? { createdAt: { $gte: span.since, $lt: span.until } } : {};
    const rows: Row[] = await query().findMany({ where: { owner: { id: userId }, ...started }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => toRating(row, userId));
  },
}));
