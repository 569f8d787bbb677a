import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { ALL_FILTER_VALUE, COURSE_CATEGORIES, FILTER_LEVELS } from "~/data/catalogue";
import { CourseCard } from "~/components/course/course-card";
import { SearchIcon } from "~/components/course/icons";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState, ErrorState } from "~/components/ui/data-state";
import { inputClasses } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import {
  isFiltered,
  listCourses,
  MAX_SEARCH_LENGTH,
  parseCourseFilters,
} from "~/models/course.server";
import { loadPagePart } from "~/utils/page-part.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Cursos",
    "Cursos gratuitos de programación web, computación, ciencia de datos y más. Filtra por categoría y nivel.",
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseCourseFilters(new URL(request.url).searchParams);
  const result = loadPagePart("courses", () => listCourses(filters));
  return { filters, filtered: isFiltered(filters), courses: result.ok ? result.data : null };
}

/** SPEC §9: the courses page shows its loading state for at least 800 ms. */
const MIN_LOADING_MS = 800;
const SEARCH_DEBOUNCE_MS = 300;

/** Stays true for at least `minimumMs` after `active` turns true. */
function useMinimumDuration(active: boolean, minimumMs: number) {
  const [shown, setShown] = useState(false);
  const startedAt = useRef(0);
  useEffect(() => {
    if (active) {
      startedAt.current = Date.now();
      setShown(true);
      return;
    }
    const remaining = minimumMs - (Date.now() - startedAt.current);
    if (remaining <= 0) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(false), remaining);
    return () => window.clearTimeout(timer);
  }, [active, minimumMs]);
  return shown;
}

/** The filters as a clean query string: no empty search, no 'all'. */
function filterParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed && trimmed !== ALL_FILTER_VALUE) params.set(key, trimmed);
  }
  return params;
}

function countLabel(count: number) {
  return count === 1 ? "1 curso encontrado" : `${count} cursos encontrados`;
}

export default function CoursesPage() {
  const { filters, filtered, courses } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const debounceRef = useRef<number>();

  const filtering =
    navigation.state === "loading" &&
    navigation.location.pathname === "/courses" &&
    navigation.formMethod !== "POST";
  const showLoading = useMinimumDuration(filtering, MIN_LOADING_MS);

  useEffect(() => () => window.clearTimeout(debounceRef.current), []);

  // Back/forward navigation changes the filters under the form: reflect them in the fields that
  // the user is not editing right now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {
      q: filters.q,
      category: filters.category ?? ALL_FILTER_VALUE,
      level: filters.level ?? ALL_FILTER_VALUE,
    };
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [filters.q, filters.category, filters.level]);

  function submitFilters() {
    window.clearTimeout(debounceRef.current);
    const form = formRef.current;
    if (!form) return;
    submit(filterParams(form), {
      method: "get",
      action: "/courses",
      replace: true,
      preventScrollReset: true,
      state: { skipOverlay: true },
    });
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "q") {
      window.clearTimeout(debounceRef.current);
      debounceRef.current = window.setTimeout(submitFilters, SEARCH_DEBOUNCE_MS);
    } else {
      submitFilters();
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitFilters();
  }

  return (
    <div className="container-page py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-400">
          Catálogo
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-5xl">
          Nuestros Cursos
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          Cursos gratuitos de tecnología para todas las edades: programación web, computación,
          ciencia de datos y mucho más. Encuentra el tuyo.
        </p>
      </header>

      <Form
        ref={formRef}
        method="get"
        action="/courses"
        role="search"
        aria-label="Filtrar cursos"
        onChange={handleChange}
        onSubmit={handleSubmit}
        className="mt-10 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60 md:grid-cols-[1fr_14rem_12rem_auto] md:items-end"
      >
        <div className="space-y-1.5">
          <label
            htmlFor="course-search"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Buscar
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              id="course-search"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Buscar cursos..."
              autoComplete="off"
              className={`${inputClasses} pl-9`}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <label
            htmlFor="course-category"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Categoría
          </label>
          <select
            id="course-category"
            name="category"
            defaultValue={filters.category ?? ALL_FILTER_VALUE}
            className={inputClasses}
          >
            <option value={ALL_FILTER_VALUE}>Todas las categorías</option>
            {COURSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label
            htmlFor="course-level"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Nivel
          </label>
          <select
            id="course-level"
            name="level"
            defaultValue={filters.level ?? ALL_FILTER_VALUE}
            className={inputClasses}
          >
            <option value={ALL_FILTER_VALUE}>Todos</option>
            {FILTER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="md:self-end">
          <SearchIcon className="h-4 w-4" />
          Buscar
        </Button>
      </Form>

      <section aria-labelledby="course-results-heading" className="mt-8">
        <h2 id="course-results-heading" className="sr-only">
          Resultados
        </h2>
        <div className="flex min-h-[2rem] flex-wrap items-center justify-between gap-3">
          <p
            role="status"
            aria-live="polite"
            className="text-sm font-medium text-slate-600 dark:text-slate-400"
          >
            {showLoading ? (
              <Spinner
                size="sm"
                label="Cargando cursos..."
                className="text-brand-600 dark:text-brand-400"
              />
            ) : courses ? (
              countLabel(courses.length)
            ) : null}
          </p>
          {filtered ? (
            <Link
              to="/courses"
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Limpiar filtros
            </Link>
          ) : null}
        </div>

        <div className="mt-4" aria-busy={showLoading || undefined}>
          {!courses ? (
            <ErrorState title="Error al cargar los cursos">
              <a href="/courses" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Reintentar
              </a>
            </ErrorState>
          ) : courses.length === 0 ? (
            <EmptyState title="No se encontraron cursos">
              Prueba con otra búsqueda u otros filtros.
            </EmptyState>
          ) : (
            <ul
              className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${showLoading ? "opacity-60" : ""}`}
            >
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
