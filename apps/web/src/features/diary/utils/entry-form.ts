import { DIARY_EMOTIONS, DIARY_URGES, type DiaryEmotion, type DiaryEntry, type DiaryEntryBody, type DiaryUrge } from '@steady/contracts';

/**
 * What the diary form holds. `null` is 'not answered' everywhere: nothing starts at 0 (LAMP #229),
 * and an answer can be cleared back to null.
 */
export type DiaryForm = {
  emotions: Record<DiaryEmotion, number | null>;
  urges: Record<DiaryUrge, { level: number | null; actedOn: boolean | null }>;
  skills: string[];
  note: string;
};

export function formFromEntry(entry: DiaryEntry | undefined): DiaryForm {
  return {
    emotions: Object.fromEntries(DIARY_EMOTIONS.map((k) => [k, entry?.emotions[k] ?? null])) as DiaryForm['emotions'],
    urges: Object.fromEntries(
      DIARY_URGES.map((k) => [k, { level: entry?.urges[k]?.level ?? null, actedOn: entry?.urges[k]?.actedOn ?? null }]),
    ) as DiaryForm['urges'],
    skills: [...(entry?.skills ?? [])],
    note: entry?.note ?? '',
  };
}

/** The whole entry for PUT: unanswered ratings are sent as null (never 0), so clearing one sticks. */
export function bodyFromForm(form: DiaryForm): DiaryEntryBody {
  return {
    emotions: { ...form.emotions },
    urges: Object.fromEntries(DIARY_URGES.map((k) => [k, { ...form.urges[k] }])) as DiaryEntryBody['urges'],
    skills: [...form.skills],
    note: form.note,
  };
}

/** True when nothing at all is filled in. */
export const isBlank = (form: DiaryForm) =>
  DIARY_EMOTIONS.every((k) => form.emotions[k] === null) &&
  DIARY_URGES.every((k) => form.urges[k].level === null && form.urges[k].actedOn === null) &&
  form.skills.length === 0 &&
  form.note.trim() === '';
