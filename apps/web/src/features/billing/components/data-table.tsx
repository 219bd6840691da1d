import type { ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** 'end' for amounts and actions. */
  align?: 'start' | 'end';
  /** 'id': long, clipped with an ellipsis in the wide table (screen readers still read all of it); 'text' may wrap. */
  kind?: 'id' | 'action' | 'text';
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  className?: string;
};

/**
 * A real table (header cells, caption) that becomes a stack of cards on phones. The explicit roles
 * keep the table semantics when CSS changes the display of its parts.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, className }: DataTableProps<T>) {
  return (
    // With large text a wide table can outgrow the column: it then scrolls inside this box, which the
    // keyboard can reach and a screen reader names, rather than making the whole page scroll sideways.
    <div className="billing-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={['billing-table', className].filter(Boolean).join(' ')} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={column.align === 'end' ? 'billing-table__end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.header}
                  className={
                    [column.align === 'end' ? 'billing-table__end' : null, column.kind ? `billing-table__${column.kind}` : null].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
