import { factories } from '@strapi/strapi';
import { STRESS_KEYS, distressDrops, type Account, type Recommendations, type StressCheckIn, type StressCheckInBody, type WhatHelps } from '@steady/contracts';
import { newDocumentId, sealerFor } from '../../../modules/privacy';
import { createOnce } from '../../../modules/shared';
import { ENGLISH_VERSION } from '../../../modules/content';
import { rankRecommendations } from './rank-recommendations';

const UID = 'api::form.form';

type Row = { id: number; documentId: string; createdAt: string | Date; stresses: string | null };
const SELECT = ['id', 'documentId', 'createdAt', 'stresses'];

/*
 * The ticked categories are sealed to the check-in and its owner (decision 009), as a list of keys;
 * the clear flags of the `all_stresses` component are moved there at start (modules/privacy/check-in-flags).
 */
const sealed = sealerFor(UID, { stresses: 'json' });

const toCheckIn = (form: Row, userId: number): StressCheckIn => {
  const stresses = sealed.open<string[]>('stresses', { documentId: form.documentId, ownerId: userId }, form.stresses) ?? [];
  return {
    documentId: form.documentId,
    createdAt: new Date(form.createdAt).toISOString(),
    stresses: STRESS_KEYS.filter((k) => stresses.includes(k)),
  };
};

export default factories.createCoreService(UID, () => ({
  /** `created` false: the same clientId was sent before, and this is the check-in it made then. */
  async createOwn(userId: number, body: StressCheckInBody): Promise<{ record: StressCheckIn; created: boolean }> {
    // Checked by the controller's schema (booleans, at least one), then sealed to the new row.
    const stresses = STRESS_KEYS.filter((k) => body.all_stresses[k] === true);
    const documentId = newDocumentId();
    const { record, created } = await createOnce(
      UID,
      body.clientId,
      userId,
      () =>
        strapi.db.query(UID).create({
          data: { documentId, owner: userId, clientId: body.clientId ?? null, stresses: sealed.seal('stresses', { documentId, ownerId: userId }, stresses) },
          select: SELECT,
        }) as Promise<Row>,
      (id) => strapi.db.query(UID).findOne({ where: { id }, select: SELECT }) as Promise<Row>,
    );
    return { record: toCheckIn(record, userId), created };
  },

  /** The user's own latest check-in (the spec's query took anyone's latest form). */
  async latestOwn(userId: number): Promise<StressCheckIn | null> {
    const form: Row | null = await strapi.db.query(UID).findOne({
      where: { owner: { id: userId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: SELECT,
    });
    return form ? toCheckIn(form, userId) : null;
  },

  /** Every check-in, opened, oldest first, for the person's own export (GET /api/account/export); with `span`, those made within it. */
  async exportFor(userId: number, span?: { since: Date; until: Date }): Promise<Omit<StressCheckIn, 'documentId'>[]> {
    const made = span ? { createdAt: { $gte: span.since, $lt: span.until } } : {};
    const forms: Row[] = await strapi.db
      .query(UID)
      .findMany({ where: { owner: { id: userId }, ...made }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: SELECT });
    return forms.map((f) => {
      const { createdAt, stresses } = toCheckIn(f, userId);
      return { createdAt, stresses };
    });
  },

  /**
   * Skills whose types help with the latest check-in's categories, at most 8, ranked by
   * `rankRecommendations`: fit, lifted by what helped this person, locked premium skills last.
   */
  async recommendations(userId: number): Promise<Recommendations> {
    const checkIn = await this.latestOwn(userId);
    if (!checkIn || checkIn.stresses.length === 0) return { checkIn, skills: [] };
    const [skills, whatHelps, account] = await Promise.all([
      strapi.db.query('api::skill.skill').findMany({
        where: ENGLISH_VERSION,
        select: ['slug', 'order_id', 'premium'],
        populate: { skill_types: { select: ['stress_keys'] } },
      }),
      strapi.service('api::distress-rating.distress-rating').whatHelps(userId) as Promise<WhatHelps>,
      strapi.service('api::account.account').view(userId) as Promise<Account>,
    ]);
    const drops = distressDrops(whatHelps);
    const candidates = skills.map((s) => ({
      slug: s.slug as string,
      premium: s.premium === true,
      order: s.order_id ?? 0,
      stressKeys: s.skill_types.flatMap((t) => (Array.isArray(t.stress_keys) ? (t.stress_keys as string[]) : [])),
    }));
    return { checkIn, skills: rankRecommendations(candidates, { stresses: checkIn.stresses, drops, premiumUser: account.isPremium }) };
  },
}));
