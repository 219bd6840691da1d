import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BREATHING_RATING_KEY, type DistressRating, type DistressRatingBody, type WhatHelps } from '@steady/contracts';
import { decryptText, encryptText } from '../../../privacy/field-encryption';
import { ClientIdConflictError, createOnce } from '../../../utils/create-once';
import { summariseRatings } from './what-helps';

const UID = 'api::distress-rating.distress-rating';
/**
 * What helps is computed in memory from the person's latest sessions, at most this many (a few numbers
 * each): a person who rates twice a day for ten years stays under it.
 */
const WHAT_HELPS_LIMIT = 10_000;


type Row = {
  id: number;
  clientId: string;
  skill: string;
  before: number | null;
  after: number | null;
  note: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  owner?: { id: number } | null;
};

const query = () => strapi.db.query(UID);

const toRating = (row: Row): DistressRating => ({
  id: row.clientId,
  skill: row.skill,
  before: row.before ?? null,
  after: row.after ?? null,
  note: row.note ? decryptText(row.note) : null,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const assertKnownSkill = async (skill: string) => {
  if (skill === BREATHING_RATING_KEY) return;
  const found = await strapi.db.query('api::skill.skill').count({ where: { slug: skill } });
  if (!found) throw new errors.ValidationError('Unknown skill');
};

/** An empty note clears it; a note is stored only encrypted. */
const plainNote = (note: string | undefined) => (note === undefined ? undefined : note === '' ? null : note);

export default factories.createCoreService(UID, () => ({
  /**
   * Creates the session's record or updates it: an absent field stays as it is, null records a skip.
   * Repeating a PUT changes nothing. Two first PUTs at once make one row (utils/create-once: the unique
   * index on client_id refuses the second insert, which then updates the row the first one made).
   */
  async putOwn(userId: number, clientId: string, body: DistressRatingBody): Promise<DistressRating> {
    await assertKnownSkill(body.skill);
    const note = plainNote(body.note);
    const { record: existing, created } = await createOnce(
      UID,
      clientId,
      userId,
      () =>
        query().create({
          data: { clientId, skill: body.skill, before: body.before ?? null, after: body.after ?? null, note: note ? encryptText(note) : null, owner: userId },
        }) as Promise<Row>,
      (id) => query().findOne({ where: { id } }) as Promise<Row>,
      'This session id is already in use. Please start the skill again.',
    );
    if (created) return toRating(existing);
    if (existing.skill !== body.skill) throw new ClientIdConflictError('This session was for another skill.');

    const changes: Partial<Pick<Row, 'before' | 'after' | 'note'>> = {};
    if (body.before !== undefined && body.before !== existing.before) changes.before = body.before;
    if (body.after !== undefined && body.after !== existing.after) changes.after = body.after;
    if (note !== undefined && note !== (existing.note ? decryptText(existing.note) : null)) changes.note = note === null ? null : encryptText(note);
    if (Object.keys(changes).length === 0) return toRating(existing);
    return toRating(await query().update({ where: { id: existing.id }, data: changes }));
  },

  async whatHelps(userId: number): Promise<WhatHelps> {
    const rows = await query().findMany({
      where: { owner: { id: userId } },
      select: ['skill', 'before', 'after'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: WHAT_HELPS_LIMIT,
    });
    return summariseRatings(rows.map((r) => ({ skill: r.skill, before: r.before ?? null, after: r.after ?? null })));
  },

  /** Everything kept about the person's ratings, notes decrypted, oldest first (GET /api/account/export). */
  async exportFor(userId: number): Promise<DistressRating[]> {
    const rows = await query().findMany({ where: { owner: { id: userId } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toRating);
  },
}));
