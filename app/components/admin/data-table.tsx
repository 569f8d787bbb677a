import type { ReactNode } from "react";

export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * The admin's read-only tables: a real `<table>` with a caption (for screen readers), scrolling
 * sideways on a phone instead of squeezing the columns.
 */
export function DataTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 font-semibold text-slate-700 dark:text-slate-200"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-4 py-3 text-slate-700 dark:text-slate-300 ${column.className ?? ""}`}
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
