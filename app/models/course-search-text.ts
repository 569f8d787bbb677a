/**
 * Lowercase without accents ("Programación" → "programacion"), for accent-insensitive search.
 * Stored in `courses.search_text`; fold the user's query the same way before matching.
 */
export function foldSearchText(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** The text stored in `courses.search_text`; every course write keeps it in step with the course. */
export function courseSearchText(course: { title: string; description: string }) {
  return foldSearchText(`${course.title} ${course.description}`);
}
