import { Trans, useLingui } from '@lingui/react/macro';
import type { Reminder } from '@steady/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatTime } from '@/lib/format-date';
import { useDeleteReminder, useDownloadCalendar, useReminders, useSnoozeReminder, useSwitchReminder } from '../api/reminders';
import '../reminders.css';
import { dayNames } from './day-names';
import { useKindLabels } from './kind-labels';
import { PushOnThisDevice } from './push-on-this-device';
import { ReminderForm } from './reminder-form';

/**
 * Settings › Reminders (decision 027): off unless the person makes one. Each reminder says what, when and
 * how, and can be snoozed, turned off or on, changed, added to a calendar or deleted.
 */
export function RemindersCard() {
  const { t } = useLingui();
  const titleId = useId();
  const reminders = useReminders();
  const [editing, setEditing] = useState<Reminder | 'new' | null>(null);
  const problem = reminders.isError ? errorMessage(reminders.error) : null;

  return (
    <section className="settings-card reminders" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card__title">
        <Trans>Reminders</Trans>
      </h2>
      <p>
        <Trans>Gentle reminders, only if you want them: by email, as a notification, or in your own calendar. A reminder opens a one-tap check-in.</Trans>
      </p>
      {reminders.isPending ? (
        <div role="status">
          <span className="visually-hidden">
            <Trans>Loading your reminders…</Trans>
          </span>
          <span className="settings-skeleton" aria-hidden="true" />
        </div>
      ) : reminders.isError && reminders.error instanceof ApiError && reminders.error.isNetworkError ? (
        // Offline: nothing is wrong, and the reminders already set still come; the rest of Settings works.
        <div className="reminders__offline">
          <p className="muted">
            <Trans>Your reminders can be seen and changed once you are online. Those already set still come.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void reminders.refetch()} loading={reminders.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : reminders.isError ? (
        <div className="alert alert--error" role="alert">
          <p>
            <Trans comment="{problem} is the reason, a sentence of its own">We couldn&apos;t load your reminders. {problem}</Trans>
          </p>
          <Button variant="secondary" onClick={() => void reminders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : reminders.data.length === 0 && editing === null ? (
        <p className="muted">
          <Trans>No reminders yet.</Trans>
        </p>
      ) : (
        <ul className="reminders__list">
          {reminders.data.map((reminder) =>
            editing !== 'new' && editing?.id === reminder.id ? (
              <li key={reminder.id}>
                <ReminderForm reminder={reminder} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <ReminderItem key={reminder.id} reminder={reminder} onEdit={() => setEditing(reminder)} />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <ReminderForm reminder={null} onDone={() => setEditing(null)} />
      ) : reminders.isSuccess ? (
        <Button variant="secondary" onClick={() => setEditing('new')} aria-label={reminders.data.length ? t`Add another reminder` : undefined}>
          <Trans>Add a reminder</Trans>
        </Button>
      ) : null}
      <h3 className="reminders__subtitle">
        <Trans>Notifications</Trans>
      </h3>
      <PushOnThisDevice />
    </section>
  );
}

function ReminderItem({ reminder, onEdit }: { reminder: Reminder; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const kinds = useKindLabels();
  const snooze = useSnoozeReminder();
  const toggle = useSwitchReminder();
  const remove = useDeleteReminder();
  const calendar = useDownloadCalendar();
  const names = dayNames(i18n.locale, 'short');
  const days = reminder.days.length === 7 ? t`every day` : reminder.days.map((d) => names[d]).join(', ');
  // The wall-clock time and the next one as Steady writes every date and time (lib/format-date).
  const time = formatTime(new Date(Date.UTC(2024, 0, 1, Number(reminder.time.slice(0, 2)), Number(reminder.time.slice(3, 5)))), { timeZone: 'UTC' });
  const next = reminder.nextDueAt ? formatDateTime(reminder.nextDueAt) : null;
  const failed = [snooze, toggle, remove, calendar].find((m) => m.isError)?.error;
  const problem = failed ? errorMessage(failed) : null;
  const how = [reminder.email ? t`email` : null, reminder.push ? t`notification` : null].filter(Boolean).join(', ');
  const kind = kinds[reminder.kind];

  return (
    <li className={`reminder${reminder.enabled ? '' : ' reminder--off'}`}>
      <p className="reminder__what">{kind}</p>
      <p className="reminder__when">
        <Trans comment="{time} is like 09:00; {days} is a list of weekdays or 'every day'; {how} is 'email, notification'">
          {time}, {days} · {how}
        </Trans>
      </p>
      <p className="reminder__status muted" role="status">
        {!reminder.enabled ? <Trans>Off</Trans> : next ? <Trans>Next: {next}</Trans> : null}
      </p>
      <div className="reminder__actions">
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Change</Trans>
        </Button>
        {reminder.enabled ? (
          <>
            <Button variant="secondary" loading={snooze.isPending && snooze.variables?.days === 1} onClick={() => snooze.mutate({ id: reminder.id, days: 1 })}>
              <Trans>Skip a day</Trans>
            </Button>
            <Button variant="secondary" loading={snooze.isPending && snooze.variables?.days === 7} onClick={() => snooze.mutate({ id: reminder.id, days: 7 })}>
              <Trans>Pause for a week</Trans>
            </Button>
          </>
        ) : null}
        <Button variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate({ reminder, enabled: !reminder.enabled })}>
          {reminder.enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
        </Button>
        <Button variant="secondary" loading={calendar.isPending} onClick={() => calendar.mutate(reminder.id)}>
          <Trans>Add to my calendar (.ics)</Trans>
        </Button>
        <Button variant="link" loading={remove.isPending} onClick={() => remove.mutate(reminder.id)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
