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
 * the chart: the bar in each row only repeats the number beside it (hidden from screen readers).
 */
export function WhatHelpsTable({ entries, titles, caption = 'Your distress before and after each skill, best first' }: WhatHelpsTableProps) {
  const rows = sortBestFirst(entries);
  return (
    <table className="what-helps-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Skill</th>
          <th scope="col">Times used</th>
          <th scope="col">
            Distress <span className="what-helps-table__nowrap">before → after</span>
            <span className="visually-hidden"> (average, 0 to 10)</span>
          </th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => {
          const change = formatChange(entry.averageChange);
          const beforeAfter = formatBeforeAfter(entry);
          const width = entry.averageChange === null ? 0 : Math.min(100, (Math.abs(entry.averageChange) / 10) * 100);
          const direction = entry.averageChange === null || entry.averageChange === 0 ? 'none' : entry.averageChange < 0 ? 'down' : 'up';
          return (
            <tr key={entry.skill}>
              <th scope="row">{skillTitle(entry.skill, titles)}</th>
              <td>{entry.uses}</td>
              <td className="what-helps-table__nowrap">{beforeAfter ?? <span className="muted">Not yet</span>}</td>
              <td>
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
  );
}
