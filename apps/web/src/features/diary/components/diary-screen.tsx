import { Trans, useLingui } from '@lingui/react/macro';
import { isDiaryDateEditable } from '@steady/contracts';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDiary } from '../api/get-diary';
import '../diary.css';
import { addDays, localDate, longDay, mondayOf } from '../utils/dates';
import { DiaryEntryForm } from './diary-entry-form';
import { DiaryWeek } from './diary-week';
import type { PickableSkill } from './skill-picker';

/** The diary card: today's (or yesterday's) entry, then the week at a glance. */
export function DiaryScreen({ skills }: { skills: readonly PickableSkill[] }) {
  const { t } = useLingui();
  // Calendar days in the person's own time zone; the server allows writing that day and the next.
  const [today] = useState(() => localDate());
  const yesterday = addDays(today, -1);
  const days = [
    { date: today, day: 'today' as const, label: t({ message: 'Today', comment: 'Button: write the diary card for today' }) },
    { date: yesterday, day: 'yesterday' as const, label: t({ message: 'Yesterday', comment: 'Button: write the diary card for yesterday' }) },
  ].filter((d) => isDiaryDateEditable(d.date, new Date()));
  const [date, setDate] = useState(today);
  const [monday, setMonday] = useState(() => mondayOf(today));
  const entries = useDiary(yesterday, today);
  const day = days.find((d) => d.date === date) ?? days[0]!;

  return (
    <>
      <section aria-labelledby="diary-entry-title">
        <h2 id="diary-entry-title">{longDay(day.date)}</h2>
        <div className="diary-days" role="group" aria-label={t({ message: 'Which day', comment: 'Group of buttons: today or yesterday' })}>
          {days.map((d) => (
            <button key={d.date} type="button" className="btn btn--secondary" aria-pressed={d.date === day.date} onClick={() => setDate(d.date)}>
              {d.label}
            </button>
          ))}
        </div>
        {entries.isPending ? (
          <p className="muted" role="status">
            <Spinner /> <Trans>Loading your diary…</Trans>
          </p>
        ) : entries.isError ? (
          <LoadError title={t`We couldn't load your diary.`} error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
        ) : (
          <DiaryEntryForm key={day.date} date={day.date} day={day.day} entry={entries.data.entries.find((e) => e.date === day.date)} skills={skills} />
        )}
      </section>

      <section aria-labelledby="diary-week-title" className="diary-week-section">
        <h2 id="diary-week-title">
          <Trans>Your week</Trans>
        </h2>
        <DiaryWeek monday={monday} onMonday={setMonday} latestMonday={mondayOf(today)} />
      </section>
    </>
  );
}
