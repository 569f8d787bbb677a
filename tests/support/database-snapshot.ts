import { createHash } from "node:crypto";

import { db } from "~/db.server";

/**
 * Every ordinary table of the test database but SQLite's and drizzle's own bookkeeping. Virtual
 * tables and their shadow tables (the catalogue's FTS5 index) are left out: they are derived from
 * `courses`, which is compared, and some of them have no rowid to order by.
 */
function tableNames(): string[] {
  return db.$client
    .prepare(
      `SELECT name FROM pragma_table_list
       WHERE schema = 'main' AND type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'
       ORDER BY name`,
    )
    .all()
    .map((row) => (row as { name: string }).name);
}

/**
 * Row count and a SHA-256 of every row of every table (in rowid order), minus `except`: two equal
 * snapshots mean nothing was inserted, updated or deleted in between.
 */
export function databaseSnapshot({ except = [] }: { except?: readonly string[] } = {}) {
  const snapshot: Record<string, string> = {};
  for (const table of tableNames()) {
    if (except.includes(table)) continue;
    const rows = db.$client.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all();
    const hash = createHash("sha256");
    for (const row of rows) {
      hash.update(
        JSON.stringify(row, (_key, value) =>
          Buffer.isBuffer(value)
            ? `bytes:${createHash("sha256").update(value).digest("hex")}`
            : value,
        ),
      );
      hash.update("\n");
    }
    snapshot[table] = `${rows.length}:${hash.digest("hex").slice(0, 16)}`;
  }
  return snapshot;
}

/** The tables whose snapshot differs: `["users: 3:ab… → 4:cd…"]`. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables]
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
