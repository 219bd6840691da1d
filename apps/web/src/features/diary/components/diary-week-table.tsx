import { DIARY_EMOTION_LABELS, DIARY_EMOTIONS, DIARY_URGE_LABELS, DIARY_URGES, type DiaryEntry } from '@steady/contracts';
import { dayMonth, longDay, shortDay, weekDates } from '../utils/dates';

type DiaryWeekTableProps = {
  monday: string;
  entries: readonly DiaryEntry[];
  /** Lists the week's notes under the table (the printable summary). */
  showNotes?: boolean;
};

/**
 * A week of diary cards at a glance, Monday to Sunday: a real table whose cells show the number and
 * a tint for its strength (never the colour alone); unanswered cells say so.
 */
export function DiaryWeekTable({ monday, entries, showNotes = false }: DiaryWeekTableProps) {
  const days = weekDates(monday);
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const notes = days.flatMap((date) => {
    const note = byDate.get(date)?.note.trim();
    return note ? [{ date, note }] : [];
  });
  return (
    <>
      <div className="diary-week" role="region" aria-label="Week table" tabIndex={0}>
        <table className="diary-week__table">
          <caption>
            Week of {dayMonth(days[0]!)} to {dayMonth(days[6]!)}
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
                <th scope="row">{DIARY_EMOTION_LABELS[emotion]}</th>
                {days.map((date) => (
                  <LevelCell key={date} level={byDate.get(date)?.emotions[emotion]} />
                ))}
              </tr>
            ))}
            {DIARY_URGES.map((urge) => (
              <tr key={urge}>
                <th scope="row">{DIARY_URGE_LABELS[urge]}</th>
                {days.map((date) => {
                  const answer = byDate.get(date)?.urges[urge];
                  return <LevelCell key={date} level={answer?.level} actedOn={answer?.actedOn} />;
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">Skills used</th>
              {days.map((date) => {
                const count = byDate.get(date)?.skills.length;
                return <td key={date}>{count ? count : <Unanswered />}</td>;
              })}
            </tr>
          </tbody>
        </table>
      </div>
      {showNotes ? (
        notes.length === 0 ? (
          <p className="muted">No notes this week.</p>
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
      <span className="visually-hidden">not answered</span>
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
          <span aria-hidden="true">acted</span>
          <span className="visually-hidden">, acted on it</span>
        </span>
      ) : actedOn === false ? (
        <span className="visually-hidden">, did not act on it</span>
      ) : null}
    </td>
  );
}
