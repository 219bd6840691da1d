import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDiary } from '../api/get-diary';
import { addDays } from '@/lib/calendar-days';
import { DiaryWeekTable } from './diary-week-table';

type DiaryWeekProps = {
  monday: string;
  /** Moves to another week; left out, the week stays put (the printable summary). */
  onMonday?: (monday: string) => void;
  /** The latest Monday there is anything to see for (this week). */
  latestMonday?: string;
  showNotes?: boolean;
  /** Names the skills used each day (DiaryWeekTable). */
  skillTitles?: ReadonlyMap<string, string>;
};

/** A week of the diary, loaded from the server, with previous / next week when `onMonday` is given. */
export function DiaryWeek({ monday, onMonday, latestMonday, showNotes, skillTitles }: DiaryWeekProps) {
  const { t } = useLingui();
  const week = useDiary(monday, addDays(monday, 6));
  return (
    <>
      {onMonday ? (
        <div className="diary-week-nav">
          <Button variant="secondary" onClick={() => onMonday(addDays(monday, -7))}>
            <Trans>Previous week</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onMonday(addDays(monday, 7))} disabled={latestMonday !== undefined && monday >= latestMonday}>
            <Trans>Next week</Trans>
          </Button>
          {latestMonday !== undefined && monday !== latestMonday ? (
            <Button variant="link" onClick={() => onMonday(latestMonday)}>
              <Trans comment="Button: back to the current week">This week</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {week.isPending ? (
        <p className="muted" role="status">
          <Spinner /> <Trans>Loading the week…</Trans>
        </p>
      ) : week.isError ? (
        <LoadError title={t`We couldn't load this week.`} error={week.error} onRetry={() => void week.refetch()} retrying={week.isFetching} />
      ) : (
        <DiaryWeekTable monday={monday} entries={week.data.entries} showNotes={showNotes} skillTitles={skillTitles} />
      )}
    </>
  );
}
