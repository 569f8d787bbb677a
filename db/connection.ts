import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import { foldSearchText } from "../app/models/course-search-text";
import * as schema from "./schema";

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

export type AppDatabase = ReturnType<typeof openDatabase>;

/** Opens (creating when missing) the SQLite file, sets the pragmas and applies pending migrations. */
export function openDatabase(filePath: string) {
  if (filePath !== ":memory:")
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new Database(filePath);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    // For queries only (app/models/folded-search.server.ts): no index, view or trigger may call
    // it, or other programs (sqlite3, litestream) could no longer read or write the file.
    sqlite.function("fold_text", { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? foldSearchText(text) : text,
    );
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return db;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
