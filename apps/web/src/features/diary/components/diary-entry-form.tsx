import { Trans, useLingui } from '@lingui/react/macro';
import { DIARY_EMOTIONS, DIARY_NOTE_MAX, DIARY_URGES, diaryEntryBodySchema, type DiaryEntry, type DiaryUrge } from '@steady/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { RatingScale } from '@/components/ui/rating-scale';
import { errorMessage } from '@/lib/api-client';
import { DIARY_EMOTION_WORDS, DIARY_URGE_WORDS } from '@/lib/i18n/contract-labels';
import { ruleWords } from '@/lib/i18n/rule-words';
import { useSaveDiaryEntry } from '../api/save-diary-entry';
import { bodyFromForm, formFromEntry, type DiaryForm } from '../utils/entry-form';
import { SkillPicker, type PickableSkill } from './skill-picker';

/** A day the card can be written for: 'earlier' is two to six days back, named by its `label` ('Mon 23'). */
export type DiaryDay = { date: string; kind: 'today' | 'yesterday' | 'earlier'; label: string };

type DiaryEntryFormProps = {
  date: string;
  /** The saved entry for that day, if there is one. */
  entry: DiaryEntry | undefined;
  skills: readonly PickableSkill[];
  /** Which day the card is for (the form's name and its Save button say so). */
  day: DiaryDay;
};

/** One day's diary card. Nothing starts answered; every answer can be cleared again. */
export function DiaryEntryForm({ date, entry, skills, day }: DiaryEntryFormProps) {
  const { t, i18n } = useLingui();
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
      setInvalid(ruleWords(parsed.error.issues[0]?.message) ?? t`Please check the entry.`);
      return;
    }
    save.mutate({ date, body: parsed.data }, { onSuccess: () => setDirty(false) });
  };

  const dayLabel = day.label;
  const formName = day.kind === 'today' ? t`Diary card for today` : day.kind === 'yesterday' ? t`Diary card for yesterday` : t`Diary card for ${dayLabel}`;
  const length = form.note.length;
  const max = DIARY_NOTE_MAX;
  const noteTooLong = length > max;
  const reason = save.isError ? errorMessage(save.error) : '';

  return (
    <form className="diary-form" onSubmit={submit} noValidate aria-label={formName}>
      <fieldset className="diary-form__group">
        <legend>
          <Trans>Emotions</Trans>
        </legend>
        <p className="muted diary-form__hint">
          <Trans>How strong was each one? 0 is none, 5 is very strong. Leave any you&apos;d rather not rate.</Trans>
        </p>
        {DIARY_EMOTIONS.map((emotion) => (
          <RatingRow
            key={emotion}
            label={i18n._(DIARY_EMOTION_WORDS[emotion])}
            value={form.emotions[emotion]}
            onChange={(value) => update((f) => ({ ...f, emotions: { ...f.emotions, [emotion]: value } }))}
          />
        ))}
      </fieldset>

      <fieldset className="diary-form__group">
        <legend>
          <Trans>Urges</Trans>
        </legend>
        <p className="muted diary-form__hint">
          <Trans>How strong was the urge, and did you act on it?</Trans>
        </p>
        {DIARY_URGES.map((urge) => (
          <div key={urge} className="diary-form__urge">
            <RatingRow label={i18n._(DIARY_URGE_WORDS[urge])} value={form.urges[urge].level} onChange={(level) => setUrge(urge, { level })} />
            <ActedOn urgeLabel={i18n._(DIARY_URGE_WORDS[urge])} value={form.urges[urge].actedOn} onChange={(actedOn) => setUrge(urge, { actedOn })} />
          </div>
        ))}
      </fieldset>

      <SkillPicker skills={skills} selected={form.skills} onChange={(next) => update((f) => ({ ...f, skills: next }))} />

      <div className="field diary-form__note">
        <label htmlFor={noteId}>
          <Trans comment="Field label: a free-text note in the diary card">Note</Trans>
        </label>
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
          {noteTooLong ? (
            <Trans>
              {length} of {max} characters. Keep the note under {max} characters.
            </Trans>
          ) : (
            <Trans>
              {length} of {max} characters
            </Trans>
          )}
        </p>
      </div>

      <div className="diary-form__actions">
        <Button type="submit" loading={save.isPending} loadingLabel={t`Saving…`}>
          {day.kind === 'today' ? (
            <Trans>Save today&apos;s entry</Trans>
          ) : day.kind === 'yesterday' ? (
            <Trans>Save yesterday&apos;s entry</Trans>
          ) : (
            <Trans comment="Button in the diary card for a day two to six days ago, e.g. Save the entry for Mon 23">Save the entry for {dayLabel}</Trans>
          )}
        </Button>
        <p role="status" className="diary-form__saved">
          {save.isSuccess && !dirty
            ? save.data
              ? t({ message: 'Saved', comment: 'Status after saving the diary entry' })
              : t`Saved on this device. It will be sent when you're back online.`
            : ''}
        </p>
      </div>
      {invalid || save.isError ? (
        <p className="alert alert--error" role="alert">
          {invalid ?? t`We couldn't save your entry. ${reason}`}
        </p>
      ) : null}
    </form>
  );
}

function RatingRow({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  const { t } = useLingui();
  const none = t({ message: 'none', comment: 'Diary rating scale: the low end (0)' });
  const strongest = t({ message: 'very strong', comment: 'Diary rating scale: the high end (5)' });
  return (
    <div className="diary-form__rating">
      <RatingScale label={label} ends={[none, strongest]} max={5} value={value} onChange={onChange} compact />
      {value !== null ? (
        <button type="button" className="btn btn--link diary-form__clear" onClick={() => onChange(null)}>
          <Trans comment="Button: clears one rating; {label} is the emotion or urge, read by screen readers only">
            Clear<span className="visually-hidden"> {label}</span>
          </Trans>
        </button>
      ) : null}
    </div>
  );
}

function ActedOn({ urgeLabel, value, onChange }: { urgeLabel: string; value: boolean | null; onChange: (value: boolean | null) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="diary-form__acted" role="radiogroup" aria-label={t`Acted on it? ${urgeLabel}`}>
      <span className="diary-form__acted-label" aria-hidden="true">
        <Trans>Acted on it?</Trans>
      </span>
      {([true, false] as const).map((answer) => (
        <label key={String(answer)} className="diary-form__choice">
          <input type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
          {answer ? <Trans comment="Answer to: Acted on it?">Yes</Trans> : <Trans comment="Answer to: Acted on it?">No</Trans>}
        </label>
      ))}
      {value !== null ? (
        <button type="button" className="btn btn--link diary-form__clear" onClick={() => onChange(null)}>
          <Trans comment="Button: clears the answer to 'Acted on it?'; {urgeLabel} is the urge, read by screen readers only">
            Clear<span className="visually-hidden"> acted on it, {urgeLabel}</span>
          </Trans>
        </button>
      ) : null}
    </div>
  );
}
