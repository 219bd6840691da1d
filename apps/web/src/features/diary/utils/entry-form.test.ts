import { diaryEntryBodySchema, type DiaryEntry } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { bodyFromForm, formFromEntry, isBlank } from './entry-form';

describe('diary entry form', () => {
  it('starts with nothing answered: null, never 0', () => {
    const form = formFromEntry(undefined);
    expect(Object.values(form.emotions)).toEqual([null, null, null, null, null]);
    expect(Object.values(form.urges)).toEqual([
      { level: null, actedOn: null },
      { level: null, actedOn: null },
      { level: null, actedOn: null },
    ]);
    expect(isBlank(form)).toBe(true);
    const body = bodyFromForm(form);
    expect(JSON.stringify(body)).not.toMatch(/:0\b/);
    expect(diaryEntryBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a real 0 apart from unanswered, and round-trips a saved entry', () => {
    const entry: DiaryEntry = {
      date: '2026-11-24',
      emotions: { sadness: 0, anxiety: 4 },
      urges: { selfHarm: { level: 2, actedOn: false } },
      skills: ['tipp'],
      note: 'A long day',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    const form = formFromEntry(entry);
    expect(form.emotions).toEqual({ sadness: 0, anxiety: 4, anger: null, shame: null, joy: null });
    expect(form.urges.selfHarm).toEqual({ level: 2, actedOn: false });
    expect(form.urges.substances).toEqual({ level: null, actedOn: null });
    expect(isBlank(form)).toBe(false);
    const body = bodyFromForm(form);
    expect(body.emotions.sadness).toBe(0);
    expect(body.emotions.anger).toBeNull();
    expect(body.skills).toEqual(['tipp']);
    expect(diaryEntryBodySchema.parse(body)).toEqual(body);
  });
});
