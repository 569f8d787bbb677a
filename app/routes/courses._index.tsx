import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { ALL_FILTER_VALUE, COURSE_CATEGORIES, FILTER_LEVELS } from "~/data/catalogue";
import { filterParams, MIN_LOADING_MS, SEARCH_DEBOUNCE_MS } from "~/enhance/catalogue";
import { CourseGrid } from "~/components/course/course-card";
import { SearchIcon } from "~/components/ui/icons";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { ListState, RetryLink } from "~/components/ui/data-state";
import { inputClasses } from "~/components/ui/input-classes";
import { Pagination } from "~/components/ui/pagination";
import { SectionHeading } from "~/components/ui/section-heading";
import { Spinner } from "~/components/ui/spinner";
import {
  isFiltered,
  listCatalogueCategories,
  listCoursePage,
  MAX_SEARCH_LENGTH,
  parseCourseFilters,
  type CourseFilters,
} from "~/models/course.server";
import { loadPagePart } from "~/utils/page-part.server";
import { pageMeta } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { countLabel } from "~/utils/spanish-text";

/**
 * The catalogue URL of one page with the current search and filters (page 1 has no `page`), so
 * plain links page through the results without JavaScript.
 */
function cataloguePageHref(filters: CourseFilters, page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.level) params.set("level", filters.level);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/courses?${query}` : "/courses";
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const descriptors = pageMeta(
    matches,
    "Cursos",
    "Cursos gratuitos de programación web, computación, ciencia de datos y más. Filtra por categoría y nivel.",
  );
  if (!data) return descriptors;
  // The neighbouring pages, for crawlers and browsers that prefetch them.
  const { filters, page, pageCount } = data;
  return [
    // Page N is its own page for search engines, not a copy of page 1.
    ...descriptors.map((descriptor) =>
      page > 1 && "rel" in descriptor && descriptor.rel === "canonical"
        ? { ...descriptor, href: new URL(`/courses?page=${page}`, String(descriptor.href)).href }
        : descriptor,
    ),
    ...(page > 1
      ? [{ tagName: "link", rel: "prev", href: cataloguePageHref(filters, page - 1) }]
      : []),
    ...(page < pageCount
      ? [{ tagName: "link", rel: "next", href: cataloguePageHref(filters, page + 1) }]
      : []),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const filters = parseCourseFilters(searchParams);
  const result = loadPagePart("courses", () => ({
    ...listCoursePage(filters, pageFromSearchParams(searchParams)),
    categories: listCatalogueCategories(filters.category),
  }));
  return {
    filters,
    // Without the database, every category (the list says the courses could not be loaded).
    categories: result.ok ? result.data.categories : COURSE_CATEGORIES,
    filtered: isFiltered(filters),
    courses: result.ok ? result.data.rows : null,
    // The real number of matches, not the page's.
    total: result.ok ? result.data.total : 0,
    page: result.ok ? result.data.page : 1,
    pageCount: result.ok ? result.data.pageCount : 1,
  };
}

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

/** A catalogue filter: 'all' first, then each option; the form submits it by `name`. */
function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: "category" | "level";
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string | null | undefined;
}) {
  const id = `course-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ALL_FILTER_VALUE} className={inputClasses}>
        <option value={ALL_FILTER_VALUE}>{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function CoursesPage() {
  const { filters, categories, filtered, courses, total, page, pageCount } =
    useLoaderData<typeof loader>();
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
      <header>
        <SectionHeading level={1} eyebrow="Catálogo" title="Nuestros Cursos">
          Cursos gratuitos de tecnología para todas las edades: programación web, computación,
          ciencia de datos y mucho más. Encuentra el tuyo.
        </SectionHeading>
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
        <FilterSelect
          name="category"
          label="Categoría"
          allLabel="Todas las categorías"
          options={categories}
          value={filters.category}
        />
        <FilterSelect
          name="level"
          label="Nivel"
          allLabel="Todos"
          options={FILTER_LEVELS}
          value={filters.level}
        />
        <Button type="submit" className="md:self-end">
          <SearchIcon className="h-4 w-4" />
          Buscar
        </Button>
      </Form>

      <section aria-labelledby="course-results-heading" className="mt-8" data-catalogue-results>
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
              countLabel(total, "curso encontrado", "cursos encontrados")
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
          <ListState
            items={courses}
            error={{ title: "Error al cargar los cursos", action: <RetryLink href="/courses" /> }}
            empty={{
              title: "No se encontraron cursos",
              text: "Prueba con otra búsqueda u otros filtros.",
            }}
          >
            {(items) => (
              <CourseGrid
                courses={items}
                className={`transition-opacity ${showLoading ? "opacity-60" : ""}`}
              />
            )}
          </ListState>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => cataloguePageHref(filters, target)}
            label="Páginas del catálogo"
          />
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
