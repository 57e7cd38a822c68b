import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Unique within the table. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's title on a phone (written larger, without its label); usually the name. */
  primary?: boolean;
  /** Right-aligned on wide screens, e.g. the actions column. */
  end?: boolean;
  /** On a phone the value goes without its label: it speaks for itself (a picture beside the name). */
  unlabelled?: boolean;
}

/**
 * A table on wide screens; on a phone every row becomes a card of label/value lines, because five columns do
 * not fit 360 px and sideways scrolling hides the actions. A table too wide for its column scrolls sideways
 * rather than being cut off. The header row is hidden on a phone and each cell
 * writes its own label instead, so a screen reader hears the label with the value either way.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  dimmed = false,
  dense = false,
}: {
  /** Names the table for screen readers: "Your programmes". */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Unique per row; the index serves rows without an id of their own (a file's rows). */
  rowKey: (row: Row, index: number) => string;
  /** The next page or filter is loading: the old rows stay, dimmed. */
  dimmed?: boolean;
  /** Narrower cell padding, for tables of many short figures that must fit beside a 17rem sidebar at 1280 px. */
  dense?: boolean;
}) {
  const padX = dense ? 'px-2' : 'px-4';
  return (
    <div
      className={`overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200 transition-opacity ${dimmed ? 'opacity-60' : ''}`}
      aria-busy={dimmed || undefined}
    >
      <table className="block w-full text-left sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-gray-50 text-sm text-muted sm:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${padX} py-3 font-semibold ${column.end ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-200 sm:table-row-group">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="flex flex-col gap-1 p-4 sm:table-row sm:p-0">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`block break-words sm:table-cell ${dense ? 'sm:px-2' : 'sm:px-4'} sm:py-3 sm:align-middle ${
                    column.primary ? 'text-lg font-semibold sm:text-base' : ''
                  } ${column.end ? 'pt-2 sm:pt-3 sm:text-right' : ''}`}
                >
                  {!column.primary && !column.end && !column.unlabelled && (
                    <span className="mr-2 text-sm text-muted sm:hidden">{column.header}:</span>
                  )}
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
