/**
 * The one catalogue vocabulary: categories, levels and module difficulties, shared by the seed,
 * the schemas (validation), the models (filters) and the UI (selects, labels).
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

export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Every level a course may have. */
export const COURSE_LEVELS = [
  "Principiante",
  "Intermedio",
  "Avanzado",
  "Todos los niveles",
] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The levels offered by the catalogue's level filter ('Todos los niveles' is not one of them). */
export const FILTER_LEVELS = ["Principiante", "Intermedio", "Avanzado"] as const;

/** SPEC §5/§9 defaults for a new course. */
export const DEFAULT_COURSE_LEVEL: CourseLevel = "Principiante";
export const DEFAULT_COURSE_CATEGORY: CourseCategory = "Desarrollo Web";

/** The value of the "any" option in the category and level selects. */
export const ALL_FILTER_VALUE = "all";

/**
 * Module difficulty as stored (SPEC §3's database/list reading), in increasing order. The spec's
 * other reading (the old admin form's Principiante / Intermedio / Avanzado) is accepted on input
 * and mapped here (decision 027).
 */
export const MODULE_DIFFICULTIES = ["Easy", "Medium", "Hard", "Very Hard"] as const;
export type ModuleDifficulty = (typeof MODULE_DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Record<ModuleDifficulty, string> = {
  Easy: "Fácil",
  Medium: "Intermedio",
  Hard: "Difícil",
  "Very Hard": "Muy Difícil",
};

const DIFFICULTY_ALIASES: Record<string, ModuleDifficulty> = {
  Principiante: "Easy",
  Intermedio: "Medium",
  Avanzado: "Hard",
  Fácil: "Easy",
  Difícil: "Hard",
  "Muy Difícil": "Very Hard",
};

/** The stored difficulty for any of the spec's spellings, or null when it is none of them. */
export function toModuleDifficulty(value: string): ModuleDifficulty | null {
  const found = MODULE_DIFFICULTIES.find((difficulty) => difficulty === value);
  return found ?? DIFFICULTY_ALIASES[value] ?? null;
}

export function difficultyLabel(difficulty: string) {
  const stored = toModuleDifficulty(difficulty);
  return stored ? DIFFICULTY_LABELS[stored] : difficulty;
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
