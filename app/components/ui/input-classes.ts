/**
 * The look of every text input and select. Its own module so that pages with a plain input (the
 * catalogue's search, the admin's filter) do not load the form kit, and Conform with it. Scrolled
 * to (an error summary's link, a focus), it stops below the sticky header.
 */
export const inputClasses =
  "block w-full scroll-mt-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/** A field's error list (the form kit's, and the static pages' script when it validates). */
export const fieldErrorsClasses = "space-y-0.5 text-sm text-red-600 dark:text-red-400";
