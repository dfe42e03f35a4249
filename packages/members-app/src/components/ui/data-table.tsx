import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './ui.css';

export interface DataTableColumn<Row> {
  id: string;
  /** The column heading; also the label of the value when rows become cards on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Shown without a label in the card layout (row actions). */
  unlabelled?: boolean;
  /** A sortable column: its heading is a button; `sorted` is the current order of this column, if it is the one sorted by. */
  sort?: { sorted: 'ascending' | 'descending' | undefined; onSort: () => void };
}

function HeadingText<Row>({ column }: { column: DataTableColumn<Row> }) {
  if (column.unlabelled) return <span className="visually-hidden">{column.header}</span>;
  if (column.sort === undefined) return <>{column.header}</>;
  const arrow = column.sort.sorted === 'ascending' ? '▲' : column.sort.sorted === 'descending' ? '▼' : '';
  return (
    <button type="button" className="data-table__sort" onClick={column.sort.onSort}>
      {column.header}
      <span aria-hidden="true" className="data-table__sort-arrow">
        {arrow}
      </span>
    </button>
  );
}

/**
 * A table of rows with a caption for assistive tech, in the bordered region of the design system's
 * tables. Below 768 px (--md) each row becomes a card of label and value pairs (CSS only: every
 * cell carries its column's heading as data-label), so no screen scrolls sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    // A scrolling region must take keyboard focus (WCAG 2.1.1) so it can be scrolled without a mouse.
    <div className="table-wrap table-region" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table data-table--cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'data-table__numeric' : undefined}
                aria-sort={column.sort === undefined ? undefined : (column.sort.sorted ?? 'none')}
              >
                <HeadingText column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.unlabelled ? '' : column.header}
                  className={column.numeric ? 'data-table__numeric' : undefined}
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

/** Each body cell gets its column's heading as data-label, the label the card layout shows. */
function labelCells(region: HTMLElement): void {
  for (const table of region.querySelectorAll('table')) {
    table.classList.add('data-table--cards');
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => cell.setAttribute('data-label', headings[index] ?? ''));
    }
  }
}

/**
 * A region around a hand-written table (its own rows and cells, `thead` headings): scrolls when
 * wide, takes keyboard focus so it can be scrolled without a mouse, and below 768 px shows each row
 * as a card of label and value pairs (the cells' labels are copied from the headings after each
 * render). `DataTable` is the same for a table built from column definitions.
 */
export function TableRegion({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (region.current !== null) labelCells(region.current);
  });
  return (
    <div
      ref={region}
      className="table-wrap table-region"
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
