import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DataTableColumn<Row> {
  key: string;
  /** The column header; also the cell's label when a phone shows each row as a card. */
  header: string;
  cell(row: Row): ReactNode;
  /** 'end' for numbers and row actions. */
  align?: 'start' | 'end';
  className?: string;
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The first column's cells are row headers (a title, a username), so each row is announced by it. */
  rowHeader?: boolean;
  className?: string;
}

/**
 * A real table (caption, column headers, row headers), so screen readers can move by cell and hear
 * what each is; row actions are buttons, reached with Tab. On a phone each row becomes a card whose
 * cells carry their column's name (CSS reads `data-label`).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowHeader = true,
  className,
}: DataTableProps<Row>) {
  return (
    <div className={cx('nr-table-wrap', className)}>
      <table className="nr-table">
        <caption className={showCaption ? 'nr-table__caption' : 'nr-sr-only'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(column.align === 'end' && 'nr-table__end', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const Cell = rowHeader && index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    data-label={column.header}
                    className={cx(column.align === 'end' && 'nr-table__end', column.className)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
