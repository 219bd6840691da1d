import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_QUIET_HOURS, REMINDER_DAYS, REMINDER_KINDS, reminderBodySchema, type Reminder, type ReminderBody, type ReminderKind } from '@steady/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useSaveReminder } from '../api/reminders';
import { browserTimeZone, dayNames } from './day-names';
import { useKindLabels } from './kind-labels';

type ReminderFormProps = { reminder: Reminder | null; onDone: () => void };

const blank = (): ReminderBody => ({
  kind: 'check-in',
  time: '19:00',
  days: [...REMINDER_DAYS],
  timeZone: browserTimeZone(),
  email: true,
  push: false,
  quietHours: { ...DEFAULT_QUIET_HOURS },
  nameSteady: false,
  enabled: true,
});

/** Add or change a reminder: what, when, how; quiet hours; whether it may name Steady (off unless chosen). */
export function ReminderForm({ reminder, onDone }: ReminderFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSaveReminder();
  const kinds = useKindLabels();
  const [body, setBody] = useState<ReminderBody>(() => {
    if (!reminder) return blank();
    const { id: _id, nextDueAt: _next, snoozedUntil: _snoozed, ...rest } = reminder;
    return { ...rest, timeZone: browserTimeZone(), enabled: true };
  });
  const [problem, setProblem] = useState<string | null>(null);
  const days = dayNames(i18n.locale, 'long');
  const set = <K extends keyof ReminderBody>(key: K, value: ReminderBody[K]) => setBody((b) => ({ ...b, [key]: value }));
  const toggleDay = (day: (typeof REMINDER_DAYS)[number], on: boolean) =>
    set(
      'days',
      REMINDER_DAYS.filter((d) => (d === day ? on : body.days.includes(d))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.days.length) return setProblem(t`Choose at least one day.`);
    if (!body.email && !body.push) return setProblem(t`Choose email, this device, or both. You can also add it to your calendar once it is saved.`);
    const parsed = reminderBodySchema.safeParse(body);
    if (!parsed.success) return setProblem(t`Please check the time and the days.`);
    setProblem(null);
    save.mutate({ id: reminder?.id ?? null, body: parsed.data }, { onSuccess: onDone });
  };
  const failure = save.isError ? errorMessage(save.error) : null;

  return (
    <form className="reminder-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="reminder-form__title">
        {reminder ? <Trans>Change this reminder</Trans> : <Trans>A new reminder</Trans>}
      </h3>

      <fieldset className="reminder-form__group">
        <legend>
          <Trans>Remind me to</Trans>
        </legend>
        {REMINDER_KINDS.map((kind: ReminderKind) => (
          <label key={kind} className="reminder-form__choice">
            <input type="radio" name={`${id}-kind`} value={kind} checked={body.kind === kind} onChange={() => set('kind', kind)} />
            <span>{kinds[kind]}</span>
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          <Trans>Time</Trans>
        </label>
        <input id={`${id}-time`} className="input reminder-form__time" type="time" required value={body.time} onChange={(e) => set('time', e.target.value)} />
      </div>

      <fieldset className="reminder-form__group">
        <legend>
          <Trans>Days</Trans>
        </legend>
        <div className="reminder-form__days">
          {REMINDER_DAYS.map((day) => (
            <label key={day} className="reminder-form__day">
              <input type="checkbox" checked={body.days.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} />
              <span>{days[day]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="reminder-form__group">
        <legend>
          <Trans>How</Trans>
        </legend>
        <label className="reminder-form__choice">
          <input type="checkbox" checked={body.email} onChange={(e) => set('email', e.target.checked)} />
          <span>
            <Trans>By email</Trans>
          </span>
        </label>
        <label className="reminder-form__choice">
          <input type="checkbox" checked={body.push} onChange={(e) => set('push', e.target.checked)} />
          <span>
            <Trans>As a notification on devices where I allow it</Trans>
          </span>
        </label>
        <p className="muted reminder-form__hint">
          <Trans>Once it is saved, you can also add it to your own calendar.</Trans>
        </p>
      </fieldset>

      <fieldset className="reminder-form__group">
        <legend>
          <Trans>Quiet hours</Trans>
        </legend>
        <label className="reminder-form__choice">
          <input
            type="checkbox"
            checked={body.quietHours !== null}
            onChange={(e) => set('quietHours', e.target.checked ? { ...DEFAULT_QUIET_HOURS } : null)}
            aria-describedby={`${id}-quiet-hint`}
          />
          <span>
            <Trans>Nothing during quiet hours</Trans>
          </span>
        </label>
        <p id={`${id}-quiet-hint`} className="muted reminder-form__hint">
          <Trans>A reminder due in quiet hours comes when they end.</Trans>
        </p>
        {body.quietHours ? (
          <div className="reminder-form__quiet">
            <FormField label={t`From`}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="time"
                  value={body.quietHours!.start}
                  onChange={(e) => set('quietHours', { ...body.quietHours!, start: e.target.value })}
                />
              )}
            </FormField>
            <FormField label={t`Until`}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="time"
                  value={body.quietHours!.end}
                  onChange={(e) => set('quietHours', { ...body.quietHours!, end: e.target.value })}
                />
              )}
            </FormField>
          </div>
        ) : null}
      </fieldset>

      <label className="reminder-form__choice">
        <input
          type="checkbox"
          role="switch"
          checked={body.nameSteady}
          onChange={(e) => set('nameSteady', e.target.checked)}
          aria-describedby={`${id}-name-hint`}
        />
        <span>
          <Trans>Name Steady in reminders</Trans>
        </span>
      </label>
      <p id={`${id}-name-hint`} className="muted reminder-form__hint">
        <Trans>Off: reminders say only &quot;A moment for you&quot;, so nobody glancing at your screen or inbox can tell what they are about.</Trans>
      </p>

      {problem || failure ? (
        <p className="alert alert--error" role="alert">
          {problem ?? <Trans comment="{failure} is the reason, a sentence of its own">We couldn&apos;t save the reminder. {failure}</Trans>}
        </p>
      ) : null}
      <div className="stack-row">
        <Button type="submit" loading={save.isPending} loadingLabel={t`Saving…`}>
          <Trans>Save reminder</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
