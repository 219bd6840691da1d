import { DIARY_RANGE_MAX_DAYS, isDiaryDateEditable, type DiaryEntry, type DiaryEntryBody, type ErrorCode } from '@steady/contracts';
import { newDocumentId, sealerFor, type RowIdentity } from '../../../modules/privacy';
import { oneAtATime } from '../../../modules/shared';
import { fail } from '../../../modules/http';
import { ENGLISH_VERSION } from '../../../modules/content';

const UID = 'api::diary-entry.diary-entry';
const SKILL = 'api::skill.skill';
const DAY = 86_400_000;
const DIARY_RANGE = { days: DIARY_RANGE_MAX_DAYS, code: 'date_range_too_long' as const };
const SELECT = ['id', 'documentId', 'date', 'emotions', 'urges', 'skills', 'note', 'updatedAt'];

type Row = {
  id: number;
  documentId: string;
  date: string | Date;
  emotions: unknown;
  urges: unknown;
  skills: unknown;
  note: string | null;
  updatedAt: string | Date;
};

/*
 * Everything but the date is sealed to its row and owner (decision 009): the levels and 'acted on it'
 * too, not only the note. Only the date stays clear, to find a week in SQL.
 */
const sealed = sealerFor(UID, { emotions: 'json', urges: 'json', skills: 'json', note: 'text' });
const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

const toEntry = (row: Row, userId: number): DiaryEntry => {
  const id: RowIdentity = { documentId: row.documentId, ownerId: userId };
  return {
    date: dayOf(row.date),
    emotions: sealed.open<DiaryEntry['emotions']>('emotions', id, row.emotions) ?? {},
    urges: sealed.open<DiaryEntry['urges']>('urges', id, row.urges) ?? {},
    skills: sealed.open<string[]>('skills', id, row.skills) ?? [],
    note: sealed.open<string>('note', id, row.note) ?? '',
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
};

/** An unanswered rating is left out, never kept as 0 or null (LAMP #229: nothing pre-filled). */
const answered = <T extends Record<string, unknown>>(ratings: T): Partial<T> =>
  Object.fromEntries(Object.entries(ratings).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

const answeredUrges = (urges: DiaryEntryBody['urges']) =>
  Object.fromEntries(
    Object.entries(urges)
      .map(([name, urge]) => [name, answered(urge ?? {})] as const)
      .filter(([, urge]) => Object.keys(urge).length > 0),
  );

/** Each skill named must be in the catalogue; the list keeps the person's order without repeats. */
const knownSkills = async (slugs: string[]): Promise<string[]> => {
  const unique = [...new Set(slugs)];
  if (!unique.length) return [];
  const found = await strapi.db.query(SKILL).findMany({ where: { slug: { $in: unique }, ...ENGLISH_VERSION }, select: ['slug'] });
  if (found.length !== unique.length) throw fail('unknown_skill', { path: 'skills' });
  return unique;
};

/** The signed-in person's own diary card; the user id always comes from the token. */
export default () => ({
  /** The days from `from` to `to`; the trends ask for up to a year (`longest`), the diary for two months. */
  async listOwn(userId: number, from: string, to: string, longest: { days: number; code: ErrorCode } = DIARY_RANGE): Promise<DiaryEntry[]> {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
    if (days < 1) throw fail('date_range_reversed', { path: 'from' });
    if (days > longest.days) throw fail(longest.code, { path: 'to' });
    const rows: Row[] = await strapi.db.query(UID).findMany({
      where: { owner: { id: userId }, date: { $gte: from, $lte: to } },
      orderBy: { date: 'asc' },
      select: SELECT,
    });
    return rows.map((row) => toEntry(row, userId));
  },

  /** Writes the whole entry for `date` (one per person per day), while that day can still be changed. */
  async saveOwn(userId: number, date: string, body: DiaryEntryBody, now = new Date()): Promise<DiaryEntry> {
    if (!isDiaryDateEditable(date, now)) {
      throw fail('diary_entry_locked');
    }
    // Checked in the clear (the controller's schema, the catalogue), then sealed to the row.
    const values = {
      emotions: answered(body.emotions),
      urges: answeredUrges(body.urges),
      skills: await knownSkills(body.skills),
      note: body.note || null,
    };
    const row: Row = await oneAtATime(`diary:${userId}:${date}`, async () => {
      const own = await strapi.db.query(UID).findOne({ where: { owner: { id: userId }, date }, select: ['id', 'documentId'] });
      const id: RowIdentity = { documentId: own?.documentId ?? newDocumentId(), ownerId: userId };
      const data = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, sealed.seal(field, id, value)]));
      if (own) return strapi.db.query(UID).update({ where: { id: own.id }, data, select: SELECT });
      return strapi.db.query(UID).create({ data: { ...data, documentId: id.documentId, date, owner: userId }, select: SELECT });
    });
    return toEntry(row, userId);
  },

  /** Every entry, opened, for the person's own export (GET /api/account/export). */
  async exportFor(userId: number): Promise<DiaryEntry[]> {
    const rows: Row[] = await strapi.db.query(UID).findMany({ where: { owner: { id: userId } }, orderBy: { date: 'asc' }, select: SELECT });
    return rows.map((row) => toEntry(row, userId));
  },
});
