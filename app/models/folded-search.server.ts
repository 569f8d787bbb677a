import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { foldSearchText } from "~/models/course-search-text";

/**
 * Searching text stored as typed (names, emails, usernames), ignoring case and accents the way the
 * catalogue does ("garcia" finds "García", "GARCÍA" finds "Garcia"), without a folded copy or an
 * index (decisions 117 and 140). SQLite's LIKE folds ASCII case only, so a value with other
 * characters is folded by `fold_text` (`foldSearchText`, registered on the connection by
 * `db/connection.ts`); that call costs more than the LIKE, so it is made only for values that are
 * not ASCII and that a looser LIKE has not ruled out already.
 */

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The folded letters some accented Latin-1 letter folds to: a, c, e, i, n, o, u, y. */
const ACCENTED_LETTER_FOLDS: ReadonlySet<string> = (() => {
  const folds = new Set<string>();
  for (let code = 0xc0; code <= 0xff; code++) {
    const folded = foldSearchText(String.fromCharCode(code));
    if (/^[a-z]$/.test(folded)) folds.add(folded);
  }
  return folds;
})();

/**
 * A LIKE pattern that any text whose fold contains `folded` matches too: a letter an accented one
 * folds to may be spelled with the accent, so it matches any one character there ("garcia" →
 * `%g_r___%`). Letters outside Latin-1 (ł, š, ğ…) are matched as typed.
 */
function loosePattern(folded: string) {
  let pattern = "";
  for (const char of folded) pattern += ACCENTED_LETTER_FOLDS.has(char) ? "_" : escapeLike(char);
  return `%${pattern}%`;
}

/** A condition: one of `columns` contains `term`, case and accents aside. Undefined for "". */
export function foldedContains(columns: AnyColumn[], term: string): SQL | undefined {
  const folded = foldSearchText(term);
  if (!folded) return undefined;
  const exact = `%${escapeLike(folded)}%`;
  const loose = loosePattern(folded);
  // Without a letter that has accented spellings, the loose pattern is the exact one.
  if (loose === exact)
    return or(...columns.map((column) => sql`${column} like ${exact} escape '\\'`));
  return or(
    ...columns.map(
      (
        column,
      ) => sql`(${column} like ${loose} escape '\\' and (${column} like ${exact} escape '\\' or (
        length(${column}) < length(cast(${column} as blob))
        and fold_text(${column}) like ${exact} escape '\\')))`,
    ),
  );
}
