/**
 * Lowercase without accents ("Programación" → "programacion"), for accent-insensitive search.
 * Stored in `courses.search_text`; fold the user's query the same way before matching. Columns
 * stored as typed (names, emails) are matched through the SQL function `fold_text`, this same
 * function (`app/models/folded-search.server.ts`).
 */
export function foldSearchText(text: string) {
  // Character by character (NFD decomposes each one on its own), remembered: a search of every
  // account folds 100,000 names, where normalising whole strings took ten times as long.
  return text.toLowerCase().replace(NOT_PLAIN_ASCII, foldCharacter);
}

/** Everything but ASCII, and the two ASCII characters Unicode counts as diacritics (`^`, `` ` ``). */
const NOT_PLAIN_ASCII = /[^\x00-\x5d\x5f\x61-\x7f]/gu;

const foldedCharacters = new Map<string, string>();

function foldCharacter(char: string) {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    folded = char.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    foldedCharacters.set(char, folded);
  }
  return folded;
}

/** The text stored in `courses.search_text`; every course write keeps it in step with the course. */
export function courseSearchText(course: { title: string; description: string }) {
  return foldSearchText(`${course.title} ${course.description}`);
}
