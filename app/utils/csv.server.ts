import { stringify } from "csv-stringify/sync";

import { applySecurityHeaders } from "~/utils/headers.server";

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab / carriage return
 * first) gets a leading apostrophe, so an exported name like `=HYPERLINK(...)` stays text (OWASP
 * "CSV injection"). Every line inside the cell is neutralised too: a program that splits on a
 * line break inside a quoted cell would otherwise start a row with `=1+1`.
 */
export function neutralizeFormula(value: string) {
  const lines = value
    .split(/(\r\n|\n|\r)/)
    .map((part, index) => (index % 2 === 0 && /^[=+\-@\t]/.test(part) ? `'${part}` : part))
    .join("");
  return /^[\t\r\n]/.test(lines) ? `'${lines}` : lines;
}

type Column<Row> = { header: string; value: (row: Row) => string | number | boolean | null };

/**
 * UTF-8 CSV with a byte-order mark, so spreadsheet programs show accents; every text cell is
 * formula-neutralised.
 */
export function toCsv<Row>(rows: Row[], columns: Column<Row>[]) {
  const records = rows.map((row) =>
    columns.map(({ value }) => {
      const cell = value(row);
      if (cell === null || cell === undefined) return "";
      return typeof cell === "string" ? neutralizeFormula(cell) : String(cell);
    }),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: columns.map(({ header }) => header),
    record_delimiter: "windows",
    // csv-stringify quotes a lone CR or LF only when it matches the record delimiter (CRLF).
    quoted_match: /[\r\n]/,
  });
}

/** The download response for an export: `attachment`, never cached. */
export function csvResponse(csv: string, fileName: string) {
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    }),
  );
  return new Response(csv, { headers });
}
