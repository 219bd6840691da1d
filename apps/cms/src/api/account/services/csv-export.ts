import { DIARY_EMOTIONS, DIARY_URGES, type DiaryEntry, type DistressRating, type StressCheckIn } from '@steady/contracts';

/*
 * GET /api/account/export/csv: the ratings, check-ins and diary of the JSON export as one table a
 * spreadsheet opens (RFC 4180): one row per entry, a `kind` column, plain column names. A byte-order mark
 * makes Excel read it as UTF-8; a cell a spreadsheet would take for a formula is written as text.
 */

type Row = Record<string, string | number | boolean | null | undefined>;

const COLUMNS = [
  'kind',
  'date',
  'time_utc',
  'skill',
  'distress_before',
  'distress_after',
  ...DIARY_EMOTIONS,
  ...DIARY_URGES.flatMap((urge) => [`urge_${urge}`, `urge_${urge}_acted_on`]),
  'skills_used',
  'stresses',
  'note',
] as const;

/** A cell beginning with one of these runs as a formula in Excel, LibreOffice or Sheets (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: Row[string]): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const split = (iso: string) => ({ date: iso.slice(0, 10), time_utc: iso.slice(11, 19) });

export type CsvSources = {
  distressRatings: DistressRating[];
  stressCheckIns: Pick<StressCheckIn, 'createdAt' | 'stresses'>[];
  diary: DiaryEntry[];
};

export function buildCsv({ distressRatings, stressCheckIns, diary }: CsvSources): string {
  const rows: Row[] = [
    ...distressRatings.map((r) => ({
      kind: 'distress rating',
      ...split(r.createdAt),
      skill: r.skill,
      distress_before: r.before,
      distress_after: r.after,
      note: r.note,
    })),
    ...stressCheckIns.map((c) => ({ kind: 'check-in', ...split(c.createdAt), stresses: c.stresses.join('; ') })),
    ...diary.map((d) => ({
      kind: 'diary day',
      date: d.date,
      ...Object.fromEntries(DIARY_EMOTIONS.map((emotion) => [emotion, d.emotions[emotion]])),
      ...Object.fromEntries(
        DIARY_URGES.flatMap((urge) => [
          [`urge_${urge}`, d.urges[urge]?.level],
          [`urge_${urge}_acted_on`, d.urges[urge]?.actedOn],
        ]),
      ),
      skills_used: d.skills.join('; '),
      note: d.note,
    })),
  ].sort((a, b) => `${a.date} ${a.time_utc ?? ''}`.localeCompare(`${b.date} ${b.time_utc ?? ''}`));
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
