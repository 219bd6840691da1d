import { Trans, useLingui } from '@lingui/react/macro';
import type { WhatHelpsEntry } from '@steady/contracts';
import { describeChange, formatBeforeAfter, formatChange, skillTitle, sortBestFirst } from '../utils/what-helps';

type WhatHelpsTableProps = {
  entries: readonly WhatHelpsEntry[];
  /** Catalogue titles by slug (the route brings them from the skills feature). */
  titles: ReadonlyMap<string, string>;
  caption?: string;
};

/**
 * Per skill, how often it was used and how distress changed, best first. One real table that is also
 * the chart: the bar in each row only repeats the number beside it (hidden from screen readers). Where
 * its box is narrow for the text size (a phone at large text), each row becomes a card whose cells show
 * their column's name (distress.css); the explicit roles keep the table semantics when CSS changes the
 * display of its parts.
 */
export function WhatHelpsTable({ entries, titles, caption }: WhatHelpsTableProps) {
  const { t } = useLingui();
  const rows = sortBestFirst(entries);
  const labels = {
    uses: t({ message: 'Times used', comment: 'What helps me table: column, how many times the skill was done' }),
    beforeAfter: t({
      message: 'Distress before → after',
      comment:
        'What helps me, a skill’s card on a narrow screen: label of its average distress before and after; the arrow may point the way your script reads',
    }),
    change: t({ message: 'Change', comment: 'What helps me table: column, how much distress went down or up' }),
  };
  return (
    <div className="what-helps-table-box">
      <table className="what-helps-table" role="table">
        <caption>{caption ?? t`Your distress before and after each skill, best first`}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <Trans comment="What helps me table: column of skill names">Skill</Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans comment="What helps me table: column, how many times the skill was done">Times used</Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans comment="What helps me table: column, average distress (0 to 10) before and after the skill; the arrow may point the way your script reads">
                Distress <span className="what-helps-table__nowrap">before → after</span>
                <span className="visually-hidden"> (average, 0 to 10)</span>
              </Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans comment="What helps me table: column, how much distress went down or up">Change</Trans>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((entry) => {
            const change = formatChange(entry.averageChange);
            const beforeAfter = formatBeforeAfter(entry);
            const width = entry.averageChange === null ? 0 : Math.min(100, (Math.abs(entry.averageChange) / 10) * 100);
            const direction = entry.averageChange === null || entry.averageChange === 0 ? 'none' : entry.averageChange < 0 ? 'down' : 'up';
            return (
              <tr key={entry.skill} role="row">
                <th scope="row" role="rowheader">
                  {skillTitle(entry.skill, titles)}
                </th>
                <td role="cell" data-label={labels.uses}>
                  {entry.uses}
                </td>
                <td role="cell" data-label={labels.beforeAfter} className="what-helps-table__nowrap">
                  {beforeAfter ?? (
                    <span className="muted">
                      <Trans comment="What helps me table: no before and after ratings yet">Not yet</Trans>
                    </span>
                  )}
                </td>
                <td role="cell" data-label={labels.change}>
                  <span className="what-helps-table__change">
                    <span className={`what-helps-table__value what-helps-table__value--${direction}`}>{change ?? <span className="muted">–</span>}</span>
                    <span className="visually-hidden">{`, ${describeChange(entry.averageChange)}`}</span>
                    <span className="what-helps-table__track" aria-hidden="true">
                      <span className={`what-helps-table__bar what-helps-table__bar--${direction}`} style={{ width: `${width}%` }} />
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
