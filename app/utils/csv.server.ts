import { stringify } from "csv-stringify/sync";

import { ACADEMY_TIME_ZONE_NAME, formatSortableDateTime } from "~/utils/dates";
import { applySecurityHeaders } from "~/utils/headers.server";

/**
 * A phone number as validated and stored (`normalisePhone`): a `+` and digits only. A spreadsheet
 * reads it as that number and nothing else (no function, no reference, no link can follow), so it
 * needs no apostrophe, which would show in every program that opens the file (decision 140).
 */
const PLUS_AND_DIGITS = /^\+\d+$/;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab / carriage return
 * first) gets a leading apostrophe, so an exported name like `=HYPERLINK(...)` stays text (OWASP
 * "CSV injection"). Every line inside the cell is neutralised too: a program that splits on a
 * line break inside a quoted cell would otherwise start a row with `=1+1`. A `+` followed only by
 * digits (a stored phone number) is left as it is.
 */
export function neutralizeFormula(value: string) {
  if (PLUS_AND_DIGITS.test(value)) return value;
  const lines = value
    .split(/(\r\n|\n|\r)/)
    .map((part, index) => (index % 2 === 0 && /^[=+\-@\t]/.test(part) ? `'${part}` : part))
    .join("");
  return /^[\t\r\n]/.test(lines) ? `'${lines}` : lines;
}

type Column<Row> = { header: string; value: (row: Row) => string | number | boolean | null };

/**
 * The field separator: a comma (RFC 4180, the default), or a semicolon for spreadsheet programs
 * set to a Spanish locale, where the comma is the decimal mark and a comma-separated file opens
 * as one column (docs/decisions/104-csv-local-dates-and-separator.md).
 */
export type CsvSeparator = "comma" | "semicolon";

const DELIMITERS: Record<CsvSeparator, string> = { comma: ",", semicolon: ";" };

/** `?sep=semicolon` asks for the semicolon variant; anything else (or nothing) means a comma. */
export function parseCsvSeparator(searchParams: URLSearchParams): CsvSeparator {
  return searchParams.get("sep") === "semicolon" ? "semicolon" : "comma";
}

/** The export's file name: the semicolon variant says so, so both can sit in one folder. */
export function csvFileName(baseName: string, separator: CsvSeparator) {
  return separator === "semicolon" ? `${baseName}-punto-y-coma.csv` : `${baseName}.csv`;
}

/**
 * An export's date: first as the screens show it, in Mexico City time (`YYYY-MM-DD HH:mm:ss`, which
 * spreadsheets read as a date-time), then the exact UTC instant (ISO 8601) for other programs.
 */
export function dateColumns<Row>(dateOf: (row: Row) => Date): Column<Row>[] {
  return [
    {
      header: `Fecha (${ACADEMY_TIME_ZONE_NAME})`,
      value: (row) => formatSortableDateTime(dateOf(row)),
    },
    { header: "Fecha UTC (ISO 8601)", value: (row) => dateOf(row).toISOString() },
  ];
}

/**
 * UTF-8 CSV with a byte-order mark, so spreadsheet programs show accents; every text cell is
 * formula-neutralised.
 */
export function toCsv<Row>(
  rows: Row[],
  columns: Column<Row>[],
  { separator = "comma" }: { separator?: CsvSeparator } = {},
) {
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
    delimiter: DELIMITERS[separator],
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
