import {
  SAFETY_PLAN_PHONE_SECTIONS,
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanBody,
  type SafetyPlanPictureBody,
  type SafetyPlanSections,
} from '@steady/contracts';
import { newDocumentId, sealerFor, type RowIdentity } from '../../../modules/privacy';
import { oneAtATime } from '../../../modules/shared';
import { isPictureOfType, fail } from '../../../modules/http';

const UID = 'api::safety-plan.safety-plan';

type Row = { id: number; documentId: string; content: string | null; picture: string | null; updatedAt: string | Date };
const SELECT = ['id', 'documentId', 'content', 'picture', 'updatedAt'];
// Sealed to this row and its owner (decision 009): the plan of one person never opens as another's.
const sealed = sealerFor(UID, { content: 'json', picture: 'json' });
const identity = (row: Pick<Row, 'documentId'>, userId: number): RowIdentity => ({ documentId: row.documentId, ownerId: userId });
type Picture = { type: SafetyPlanPictureBody['type']; data: string };

const emptySections = (): SafetyPlanSections => Object.fromEntries(SAFETY_PLAN_SECTIONS.map((s) => [s, []])) as unknown as SafetyPlanSections;

const findOwn = async (userId: number): Promise<Row | null> => strapi.db.query(UID).findOne({ where: { owner: { id: userId } }, select: SELECT });

const pictureOf = (row: Row | null, userId: number): Picture | null =>
  row?.picture ? sealed.open<Picture>('picture', identity(row, userId), row.picture) : null;

const toPlan = (row: Row | null, userId: number): SafetyPlan => {
  const sections = row?.content ? sealed.open<SafetyPlanSections>('content', identity(row, userId), row.content) : null;
  return {
    // A section saved before a new one was added to the contract reads as empty.
    sections: { ...emptySections(), ...(sections ?? {}) },
    hasPicture: !!row?.picture,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
};

/**
 * A phone number is only shown (as a tap-to-call link) for people and services; anywhere else it is
 * refused rather than kept where nobody would see it. An empty phone is simply left out. Item ids key
 * the items for reordering, so each must be unique in the plan.
 */
const checkedSections = (sections: SafetyPlanSections): SafetyPlanSections => {
  const ids = new Set<string>();
  const out = emptySections();
  for (const section of SAFETY_PLAN_SECTIONS) {
    out[section] = sections[section].map((item, i) => {
      if (ids.has(item.id)) throw fail('duplicate_item_id', { path: `sections.${section}.${i}.id` });
      ids.add(item.id);
      if (!item.phone) return { id: item.id, text: item.text };
      if (!SAFETY_PLAN_PHONE_SECTIONS.includes(section)) {
        throw fail('phone_not_allowed', { path: `sections.${section}.${i}.phone` });
      }
      return { id: item.id, text: item.text, phone: item.phone };
    });
  }
  return out;
};

/**
 * Creates the person's one plan row or changes it, with no second row however many saves race. `field`
 * is sealed to the row: a new row's documentId is chosen before the insert for that.
 */
const upsertOwn = async (userId: number, field: 'content' | 'picture', value: unknown): Promise<Row> =>
  oneAtATime(`safety-plan:${userId}`, async () => {
    const own = await findOwn(userId);
    const documentId = own?.documentId ?? newDocumentId();
    const data = { [field]: sealed.seal(field, { documentId, ownerId: userId }, value) };
    if (own) return strapi.db.query(UID).update({ where: { id: own.id }, data, select: SELECT });
    return strapi.db.query(UID).create({ data: { ...data, documentId, owner: userId }, select: SELECT });
  });

/** The signed-in person's own safety plan; every function takes the user id from the token, never from a request. */
export default () => ({
  async getOwn(userId: number): Promise<SafetyPlan> {
    return toPlan(await findOwn(userId), userId);
  },

  async saveOwn(userId: number, body: SafetyPlanBody): Promise<SafetyPlan> {
    const sections = checkedSections(body.sections);
    return toPlan(await upsertOwn(userId, 'content', sections), userId);
  },

  async getOwnPicture(userId: number): Promise<{ type: string; bytes: Buffer }> {
    const picture = pictureOf(await findOwn(userId), userId);
    if (!picture) throw fail('picture_not_found');
    return { type: picture.type, bytes: Buffer.from(picture.data, 'base64') };
  },

  async savePicture(userId: number, body: SafetyPlanPictureBody): Promise<SafetyPlan> {
    const bytes = Buffer.from(body.data, 'base64');
    if (!isPictureOfType(bytes, body.type)) {
      throw fail('picture_type_not_allowed');
    }
    const picture: Picture = { type: body.type, data: bytes.toString('base64') };
    return toPlan(await upsertOwn(userId, 'picture', picture), userId);
  },

  async removePicture(userId: number): Promise<void> {
    await oneAtATime(`safety-plan:${userId}`, async () => {
      const own = await findOwn(userId);
      if (own?.picture) await strapi.db.query(UID).update({ where: { id: own.id }, data: { picture: null } });
    });
  },

  /** The plan with its picture, opened, for the person's own export (GET /api/account/export). */
  async exportFor(userId: number): Promise<{ plan: SafetyPlan; picture: Picture | null }> {
    const own = await findOwn(userId);
    return { plan: toPlan(own, userId), picture: pictureOf(own, userId) };
  },
});
