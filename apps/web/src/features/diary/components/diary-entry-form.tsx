import {
  DIARY_EMOTION_LABELS,
  DIARY_EMOTIONS,
  DIARY_NOTE_MAX,
  DIARY_URGE_LABELS,
  DIARY_URGES,
  diaryEntryBodySchema,
  type DiaryEntry,
  type DiaryUrge,
} from '@steady/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { RatingScale } from '@/components/ui/rating-scale';
import { errorMessage } from '@/lib/api-client';
import { useSaveDiaryEntry } from '../api/save-diary-entry';
import { bodyFromForm, formFromEntry, type DiaryForm } from '../utils/entry-form';
import { SkillPicker, type PickableSkill } from './skill-picker';

type DiaryEntryFormProps = {
  date: string;
  /** The saved entry for that day, if there is one. */
  entry: DiaryEntry | undefined;
  skills: readonly PickableSkill[];
  /** e.g. 'today' or 'yesterday', for the Save button. */
  dayName: string;
};

/** One day's diary card. Nothing starts answered; every answer can be cleared again. */
export function DiaryEntryForm({ date, entry, skills, dayName }: DiaryEntryFormProps) {
  const [form, setForm] = useState<DiaryForm>(() => formFromEntry(entry));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const save = useSaveDiaryEntry();
  const noteId = useId();

  const update = (change: (f: DiaryForm) => DiaryForm) => {
    setForm(change);
    setDirty(true);
    setInvalid(null);
  };
  const setUrge = (urge: DiaryUrge, patch: Partial<DiaryForm['urges'][DiaryUrge]>) =>
    update((f) => ({ ...f, urges: { ...f.urges, [urge]: { ...f.urges[urge], ...patch } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = diaryEntryBodySchema.safeParse(bodyFromForm(form));
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please check the entry.');
      return;
    }
    save.mutate({ date, body: parsed.data }, { onSuccess: () => setDirty(false) });
  };

  const noteTooLong = form.note.length > DIARY_NOTE_MAX;

  return (
    <form className="diary-form" onSubmit={submit} noValidate aria-label={`Diary card for ${dayName}`}>
      <fieldset className="diary-form__group">
        <legend>Emotions</legend>
        <p className="muted diary-form__hint">How strong was each one? 0 is none, 5 is very strong. Leave any you'd rather not rate.</p>
        {DIARY_EMOTIONS.map((emotion) => (
          <RatingRow
            key={emotion}
            label={DIARY_EMOTION_LABELS[emotion]}
            value={form.emotions[emotion]}
            onChange={(value) => update((f) => ({ ...f, emotions: { ...f.emotions, [emotion]: value } }))}
          />
        ))}
      </fieldset>

      <fieldset className="diary-form__group">
        <legend>Urges</legend>
        <p className="muted diary-form__hint">How strong was the urge, and did you act on it?</p>
        {DIARY_URGES.map((urge) => (
          <div key={urge} className="diary-form__urge">
            <RatingRow label={DIARY_URGE_LABELS[urge]} value={form.urges[urge].level} onChange={(level) => setUrge(urge, { level })} />
            <ActedOn urgeLabel={DIARY_URGE_LABELS[urge]} value={form.urges[urge].actedOn} onChange={(actedOn) => setUrge(urge, { actedOn })} />
          </div>
        ))}
      </fieldset>

      <SkillPicker skills={skills} selected={form.skills} onChange={(next) => update((f) => ({ ...f, skills: next }))} />

      <div className="field diary-form__note">
        <label htmlFor={noteId}>Note</label>
        <textarea
          id={noteId}
          className="input"
          rows={4}
          value={form.note}
          aria-describedby={`${noteId}-count`}
          aria-invalid={noteTooLong || undefined}
          onChange={(e) => update((f) => ({ ...f, note: e.target.value }))}
        />
        <p id={`${noteId}-count`} className={noteTooLong ? 'diary-form__count diary-form__count--over' : 'diary-form__count muted'}>
          {form.note.length} of {DIARY_NOTE_MAX} characters
          {noteTooLong ? `. Keep the note under ${DIARY_NOTE_MAX} characters.` : ''}
        </p>
      </div>

      <div className="diary-form__actions">
        <Button type="submit" loading={save.isPending} loadingLabel="Saving…">
          Save {dayName}&apos;s entry
        </Button>
        <p role="status" className="diary-form__saved">
          {save.isSuccess && !dirty ? (save.data ? 'Saved' : "Saved on this device. It will be sent when you're back online.") : ''}
        </p>
      </div>
      {invalid || save.isError ? (
        <p className="alert alert--error" role="alert">
          {invalid ?? `We couldn't save your entry. ${errorMessage(save.error)}`}
        </p>
      ) : null}
    </form>
  );
}

function RatingRow({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <div className="diary-form__rating">
      <RatingScale label={label} ends={['none', 'very strong']} max={5} value={value} onChange={onChange} compact />
      {value !== null ? (
        <button type="button" className="btn btn--link diary-form__clear" onClick={() => onChange(null)}>
          Clear<span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}

function ActedOn({ urgeLabel, value, onChange }: { urgeLabel: string; value: boolean | null; onChange: (value: boolean | null) => void }) {
  const id = useId();
  return (
    <div className="diary-form__acted" role="radiogroup" aria-label={`Acted on it? ${urgeLabel}`}>
      <span className="diary-form__acted-label" aria-hidden="true">
        Acted on it?
      </span>
      {([true, false] as const).map((answer) => (
        <label key={String(answer)} className="diary-form__choice">
          <input type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
          {answer ? 'Yes' : 'No'}
        </label>
      ))}
      {value !== null ? (
        <button type="button" className="btn btn--link diary-form__clear" onClick={() => onChange(null)}>
          Clear<span className="visually-hidden"> acted on it, {urgeLabel}</span>
        </button>
      ) : null}
    </div>
  );
}
