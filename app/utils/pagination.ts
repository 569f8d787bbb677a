export const ADMIN_PAGE_SIZE = 25;

/** `?page=N` (1-based); anything else is page 1. */
export function pageFromSearchParams(searchParams: URLSearchParams) {
  const value = searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}

export type Page<Row> = { rows: Row[]; page: number; pageCount: number; total: number };

/** The page actually shown: past the last page shows the last one. */
export function clampPage(page: number, total: number, pageSize = ADMIN_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return {
    page: Math.min(page, pageCount),
    pageCount,
    offset: (Math.min(page, pageCount) - 1) * pageSize,
  };
}
