import { factories } from '@strapi/strapi';
import { STRESS_KEYS, type Account, type Recommendations, type StressCheckIn, type StressCheckInBody, type WhatHelps } from '@steady/contracts';
import { createOnce } from '../../../utils/create-once';
import { distressDrops } from '../../distress-rating/services/what-helps';
import { rankRecommendations } from './rank-recommendations';

const UID = 'api::form.form';

const toCheckIn = (form): StressCheckIn => ({
  documentId: form.documentId,
  createdAt: new Date(form.createdAt).toISOString(),
  // A key with a non-null, non-false value names a stress category (spec §3).
  stresses: STRESS_KEYS.filter((k) => form.all_stresses?.[k]),
});

export default factories.createCoreService(UID, () => ({
  /** `created` false: the same clientId was sent before, and this is the check-in it made then. */
  async createOwn(userId: number, body: StressCheckInBody): Promise<{ record: StressCheckIn; created: boolean }> {
    const all_stresses = Object.fromEntries(STRESS_KEYS.map((k) => [k, body.all_stresses[k] === true]));
    const { record, created } = await createOnce(
      UID,
      body.clientId,
      userId,
      // Components are written through the Document Service (the query engine does not create them).
      () => strapi.documents(UID).create({ data: { owner: userId, clientId: body.clientId ?? null, all_stresses } as never, populate: ['all_stresses'] }),
      (id) => strapi.db.query(UID).findOne({ where: { id }, populate: { all_stresses: true } }),
    );
    return { record: toCheckIn(record), created };
  },

  /** The user's own latest check-in (the spec's query took anyone's latest form). */
  async latestOwn(userId: number): Promise<StressCheckIn | null> {
    const form = await strapi.db.query(UID).findOne({
      where: { owner: { id: userId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: { all_stresses: true },
    });
    return form ? toCheckIn(form) : null;
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
