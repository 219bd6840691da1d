import { Trans, useLingui } from '@lingui/react/macro';
import { DIARY_EMOTIONS, DIARY_URGES, type DiaryEntry } from '@steady/contracts';
import { DIARY_EMOTION_WORDS, DIARY_URGE_WORDS } from '@/lib/i18n/contract-labels';
import { dayMonth, longDay, shortDay, weekDates } from '@/lib/calendar-days';

type DiaryWeekTableProps = {
  monday: string;
  entries: readonly DiaryEntry[];
  /** Lists the week's notes under the table (the printable summary). */
  showNotes?: boolean;
  /** Catalogue titles by slug, to name each day's skills; a slug not in it is shown as it is. */
  skillTitles?: ReadonlyMap<string, string>;
};

/**
 * A week of diary cards at a glance, Monday to Sunday: a real table whose cells show the number and
 * a tint for its strength (never the colour alone); unanswered cells say so.
 */
export function DiaryWeekTable({ monday, entries, showNotes = false, skillTitles }: DiaryWeekTableProps) {
  const { t, i18n } = useLingui();
  const days = weekDates(monday);
  const from = dayMonth(days[0]!);
  const to = dayMonth(days[6]!);
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const notes = days.flatMap((date) => {
    const note = byDate.get(date)?.note.trim();
    return note ? [{ date, note }] : [];
  });
  return (
    <>
      <div className="diary-week" role="region" aria-label={t`Week table`} tabIndex={0}>
        <table className="diary-week__table">
          <caption>
            <Trans comment="Diary table caption, e.g. Week of 23 Nov to 29 Nov">
              Week of {from} to {to}
            </Trans>
          </caption>
          <thead>
            <tr>
              <td />
              {days.map((date) => (
                <th key={date} scope="col">
                  <span aria-hidden="true">{shortDay(date)}</span>
                  <span className="visually-hidden">{longDay(date)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DIARY_EMOTIONS.map((emotion) => (
              <tr key={emotion}>
                <th scope="row">{i18n._(DIARY_EMOTION_WORDS[emotion])}</th>
                {days.map((date) => (
                  <LevelCell key={date} level={byDate.get(date)?.emotions[emotion]} />
                ))}
              </tr>
            ))}
            {DIARY_URGES.map((urge) => (
              <tr key={urge}>
                <th scope="row">{i18n._(DIARY_URGE_WORDS[urge])}</th>
                {days.map((date) => {
                  const answer = byDate.get(date)?.urges[urge];
                  return <LevelCell key={date} level={answer?.level} actedOn={answer?.actedOn} />;
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <Trans>Skills used</Trans>
              </th>
              {days.map((date) => {
                const used = byDate.get(date)?.skills ?? [];
                return (
                  <td key={date} className="diary-week__skills">
                    {used.length ? (
                      <ul>
                        {used.map((slug) => (
                          <li key={slug}>{skillTitles?.get(slug) ?? slug}</li>
                        ))}
                      </ul>
                    ) : (
                      <Unanswered />
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      {showNotes ? (
        notes.length === 0 ? (
          <p className="muted">
            <Trans>No notes this week.</Trans>
          </p>
        ) : (
          <dl className="diary-week__notes">
            {notes.map(({ date, note }) => (
              <div key={date}>
                <dt>{longDay(date)}</dt>
                <dd>{note}</dd>
              </div>
            ))}
          </dl>
        )
      ) : null}
    </>
  );
}

function Unanswered() {
  return (
    <>
      <span aria-hidden="true" className="diary-week__none">
        –
      </span>
      <span className="visually-hidden">
        <Trans comment="Diary table cell with no answer, for screen readers">not answered</Trans>
      </span>
    </>
  );
}

function LevelCell({ level, actedOn }: { level: number | null | undefined; actedOn?: boolean | null }) {
  const hasLevel = level !== null && level !== undefined;
  return (
    <td className={hasLevel ? `diary-week__level diary-week__level--${level}` : undefined}>
      {hasLevel ? level : <Unanswered />}
      {actedOn === true ? (
        <span className="diary-week__acted">
          <span aria-hidden="true">
            <Trans comment="Diary table: under an urge's number, the person acted on the urge that day (short, shown)">acted</Trans>
          </span>
          <span className="visually-hidden">
            <Trans comment="Diary table: after an urge's number, for screen readers">, acted on it</Trans>
          </span>
        </span>
      ) : actedOn === false ? (
        <span className="visually-hidden">
          <Trans comment="Diary table: after an urge's number, for screen readers">, did not act on it</Trans>
        </span>
      ) : null}
    </td>
  );
}
