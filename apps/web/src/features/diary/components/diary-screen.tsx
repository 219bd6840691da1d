import { Trans, useLingui } from '@lingui/react/macro';
import { DIARY_EDITABLE_DAYS, isDiaryDateEditable } from '@steady/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { getWritableDaysQueryOptions } from '../api/get-diary';
import '../diary.css';
import { addDays, localDate, longDay, mondayOf, shortDay } from '@/lib/calendar-days';
import { DiaryEntryForm, type DiaryDay } from './diary-entry-form';
import { DiaryWeek } from './diary-week';
import type { PickableSkill } from './skill-picker';

/** The diary card: one of the last seven days' entries (today first), then the week at a glance. */
export function DiaryScreen({ skills }: { skills: readonly PickableSkill[] }) {
  const { t } = useLingui();
  // Calendar days in the person's own time zone; the server allows writing that day and the six after it.
  const [today] = useState(() => localDate());
  const days = useWritableDays(today);
  const [date, setDate] = useState(today);
  const [monday, setMonday] = useState(() => mondayOf(today));
  const entries = useQuery(getWritableDaysQueryOptions(today));
  const day = days.find((d) => d.date === date) ?? days[0]!;
  const written = new Set(entries.data?.entries.map((e) => e.date));
  const skillTitles = useMemo(() => new Map(skills.map((s) => [s.slug, s.title])), [skills]);

  return (
    <>
      <section aria-labelledby="diary-entry-title">
        <h2 id="diary-entry-title">{longDay(day.date)}</h2>
        <div
          className="diary-days"
          role="group"
          aria-label={t({ message: 'Which day', comment: 'Group of buttons: today, yesterday and the five days before' })}
        >
          {days.map(({ date: dayDate, label }) => {
            const isWritten = written.has(dayDate);
            const writtenName = t({ message: `${label}, written`, comment: "A day's button in the diary when that day has an entry, e.g. Mon 23, written" });
            return (
              <button
                key={dayDate}
                type="button"
                className="btn btn--secondary"
                aria-pressed={dayDate === day.date}
                aria-label={isWritten ? writtenName : undefined}
                onClick={() => setDate(dayDate)}
              >
                {label}
                {isWritten ? (
                  <span aria-hidden="true" className="diary-days__written">
                    {' '}
                    ✓
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {entries.isPending ? (
          <p className="muted" role="status">
            <Spinner /> <Trans>Loading your diary…</Trans>
          </p>
        ) : entries.isError ? (
          <LoadError title={t`We couldn't load your diary.`} error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
        ) : (
          <DiaryEntryForm key={day.date} date={day.date} day={day} entry={entries.data.entries.find((e) => e.date === day.date)} skills={skills} />
        )}
      </section>

      <section aria-labelledby="diary-week-title" className="diary-week-section">
        <h2 id="diary-week-title">
          <Trans>Your week</Trans>
        </h2>
        <DiaryWeek monday={monday} onMonday={setMonday} latestMonday={mondayOf(today)} skillTitles={skillTitles} />
      </section>
    </>
  );
}

/** Today, yesterday and the five days before, newest first: each named as a person would say it. */
function useWritableDays(today: string): DiaryDay[] {
  const { t } = useLingui();
  const nameOf = (back: number, date: string): Pick<DiaryDay, 'kind' | 'label'> =>
    back === 0
      ? { kind: 'today', label: t({ message: 'Today', comment: 'Button: write the diary card for today' }) }
      : back === 1
        ? { kind: 'yesterday', label: t({ message: 'Yesterday', comment: 'Button: write the diary card for yesterday' }) }
        : { kind: 'earlier', label: shortDay(date) };
  return Array.from({ length: DIARY_EDITABLE_DAYS }, (_, back) => {
    const date = addDays(today, -back);
    return { date, ...nameOf(back, date) };
  }).filter((d) => isDiaryDateEditable(d.date, new Date()));
}
