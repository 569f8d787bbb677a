/**
 * Catalogue vocabulary shared by the server (filters, validation) and the UI (selects, labels).
 * SPEC §3 "Category options" and "Levels"; SPEC §9 difficulty labels and level order.
 */

export const COURSE_CATEGORIES = [
  "Desarrollo Web",
  "Frontend",
  "Backend",
  "FullStack",
  "Desarrollo Móvil",
  "Diseño UX/UI",
  "Ciberseguridad",
  "Computación",
  "Informática",
  "Ofimática",
  "Herramientas Digitales",
  "Pensamiento Computacional",
  "Educación Tecnológica",
  "Programación",
  "Ciencia de Datos",
  "DevOps",
  "Inteligencia Artificial",
  "Innovación Social",
] as const;

/** Every level a course may have. */
export const COURSE_LEVELS = [
  "Principiante",
  "Intermedio",
  "Avanzado",
  "Todos los niveles",
] as const;

/** The levels offered by the catalogue's level filter ('Todos los niveles' is not one of them). */
export const FILTER_LEVELS = ["Principiante", "Intermedio", "Avanzado"] as const;

/** The value of the "any" option in the category and level selects. */
export const ALL_FILTER_VALUE = "all";

export const DIFFICULTY_LABELS: Record<string, string> = {
  Easy: "Fácil",
  Medium: "Intermedio",
  Hard: "Difícil",
  "Very Hard": "Muy Difícil",
};

export function difficultyLabel(difficulty: string) {
  return DIFFICULTY_LABELS[difficulty] ?? difficulty;
}

export type CourseFlags = { popular: boolean; featured: boolean; isNew: boolean };

/** SPEC §2: accent colour priority popular, featured, new, else blue. */
export function courseAccent(course: CourseFlags) {
  if (course.popular) return "popular" as const;
  if (course.featured) return "featured" as const;
  if (course.isNew) return "new" as const;
  return "default" as const;
}

export type CourseAccent = ReturnType<typeof courseAccent>;

/** "1 hora" / "24 horas". */
export function hoursLabel(hours: number) {
  return `${hours} ${hours === 1 ? "hora" : "horas"}`;
}

export function modulesLabel(count: number) {
  return `${count} ${count === 1 ? "módulo" : "módulos"}`;
}
