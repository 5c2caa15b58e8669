import { flexRender, type Table } from '@tanstack/react-table';
import type { ColumnMeta } from './indicatorColumns';
import type { MembersTableRow } from './indicators';
import styles from './MembersTable.module.css';

const columnMeta = (column: { columnDef: { meta?: unknown } }) =>
  (column.columnDef.meta ?? {}) as ColumnMeta;

/** The table itself: sortable headers, one page of rows (cards below 36rem). */
export function MembersGrid({
  table,
  caption,
  refreshing,
}: {
  table: Table<MembersTableRow>;
  caption: string;
  refreshing: boolean;
}) {
  return (
    <>
      {/* Focusable and named: keyboard users can scroll it if a mid-width container is too narrow
          for the columns (below 36rem the rows are cards instead and never scroll). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
      <section className={styles.scroll} aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={refreshing || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const { numeric: numericColumn } = columnMeta(header.column);
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.th}
                      data-numeric={numericColumn || undefined}
                      data-indicator={header.column.id.startsWith('indicator:') || undefined}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span className={styles.sortIcon} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell, index) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  const meta = columnMeta(cell.column);
                  return index === 0 ? (
                    <th key={cell.id} scope="row" className={styles.rowHeader}>
                      {content}
                    </th>
                  ) : (
                    <td
                      key={cell.id}
                      className={styles.td}
                      data-numeric={meta.numeric || undefined}
                      data-label={meta.label ?? String(cell.column.columnDef.header)}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
