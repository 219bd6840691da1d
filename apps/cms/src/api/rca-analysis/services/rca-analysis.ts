import { factories } from '@strapi/strapi';
import type { Analysis, AnalysisBody } from '@steady/contracts';
import { createOnce } from '../../../modules/shared';
import { fail } from '../../../modules/http';
import { ENGLISH_VERSION } from '../../../modules/content';

const UID = 'api::rca-analysis.rca-analysis';
const LIST_LIMIT = 50;

type Choice = { id: number; documentId: string; title: string };

const byDocumentIds = async (uid: string, documentIds: string[], populate: Record<string, unknown> = {}) =>
  strapi.db.query(uid).findMany({ where: { documentId: { $in: documentIds }, ...ENGLISH_VERSION }, select: ['id', 'documentId', 'title'], populate });

const toAnalysis = (a): Analysis => ({
  documentId: a.documentId,
  createdAt: new Date(a.createdAt).toISOString(),
  triggers: (a.triggers ?? []).map(({ documentId, title }: Choice) => ({ documentId, title })),
  emotions: (a.emotions ?? []).map(({ documentId, title }: Choice) => ({ documentId, title })),
  immediate_thoughts: (a.immediate_thoughts ?? []).map(({ documentId, title }: Choice) => ({ documentId, title })),
  skills: (a.skills ?? []).map((s: { slug: string }) => s.slug),
});

const POPULATE = {
  triggers: { select: ['documentId', 'title'] },
  emotions: { select: ['documentId', 'title'] },
  immediate_thoughts: { select: ['documentId', 'title'] },
  skills: { select: ['slug', 'order_id'], orderBy: { order_id: 'asc' } },
};

export default factories.createCoreService(UID, () => ({
  async listOwn(userId: number): Promise<Analysis[]> {
    const rows = await strapi.db.query(UID).findMany({
      where: { owner: { id: userId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: LIST_LIMIT,
      populate: POPULATE,
    });
    return rows.map(toAnalysis);
  },

  /**
   * Saves a submitted chain analysis after checking it follows the wizard's rules: each emotion is
   * linked to a chosen trigger, each thought to a chosen emotion and a chosen trigger. The matching
   * skills (those linked to any chosen thought) are stored with it.
   */
  /** `created` false: the same clientId was sent before, and this is what it made then. */
  async createOwn(userId: number, body: AnalysisBody): Promise<{ record: Analysis; created: boolean }> {
    const triggers = await byDocumentIds('api::trigger.trigger', body.triggers);
    const emotions = await byDocumentIds('api::emotion.emotion', body.emotions, { triggers: { select: ['id'] } });
    const thoughts = await byDocumentIds('api::immediate-thought.immediate-thought', body.immediate_thoughts, {
      emotions: { select: ['id'] },
      triggers: { select: ['id'] },
    });
    if (triggers.length !== new Set(body.triggers).size) throw fail('unknown_trigger');
    if (emotions.length !== new Set(body.emotions).size) throw fail('unknown_emotion');
    if (thoughts.length !== new Set(body.immediate_thoughts).size) throw fail('unknown_thought');

    const triggerIds = new Set(triggers.map((t) => t.id));
    const emotionIds = new Set(emotions.map((e) => e.id));
    if (!emotions.every((e) => e.triggers.some((t) => triggerIds.has(t.id)))) {
      throw fail('emotion_outside_triggers');
    }
    if (!thoughts.every((th) => th.emotions.some((e) => emotionIds.has(e.id)) && th.triggers.some((t) => triggerIds.has(t.id)))) {
      throw fail('thought_outside_chain');
    }

    const skills = await strapi.db.query('api::skill.skill').findMany({
      where: { immediate_thoughts: { id: { $in: thoughts.map((t) => t.id) } }, ...ENGLISH_VERSION },
      select: ['id'],
    });
    const { record, created } = await createOnce(
      UID,
      body.clientId,
      userId,
      () =>
        strapi.db.query(UID).create({
          data: {
            owner: userId,
            clientId: body.clientId ?? null,
            triggers: [...triggerIds],
            emotions: [...emotionIds],
            immediate_thoughts: thoughts.map((t) => t.id),
            skills: skills.map((s) => s.id),
          },
          populate: POPULATE,
        }),
      (id) => strapi.db.query(UID).findOne({ where: { id }, populate: POPULATE }),
    );
    return { record: toAnalysis(record), created };
  },

  async deleteOwn(userId: number, documentId: string) {
    const own = await strapi.db.query(UID).findOne({ where: { documentId, owner: { id: userId } }, select: ['id'] });
    if (!own) throw fail('analysis_not_found');
    await strapi.db.query(UID).delete({ where: { id: own.id } });
  },
}));
