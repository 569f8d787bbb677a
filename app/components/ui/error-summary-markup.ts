/**
 * The error summary's markup, shared by the form kit's `ErrorSummary` (React) and the static
 * pages' script, which builds the same summary when it checks a form in the browser
 * (docs/decisions/139). Plain strings only: the static pages' bundle imports this module.
 */

/** Marks the summary, so the static pages' script finds (and focuses) the one a post answered. */
export const ERROR_SUMMARY_ATTRIBUTE = "data-error-summary";

/** The summary's element id: Conform's `errorId` of the form, which its `aria-describedby` names. */
export function errorSummaryId(formId: string) {
  return `${formId}-error`;
}

/** Its heading: how many fields need a change. */
export function errorSummaryHeading(count: number) {
  return count === 1 ? "Hay 1 error en el formulario" : `Hay ${count} errores en el formulario`;
}

/** One line of the list: the field's label (when known) and its messages. */
export function errorSummaryLine(label: string | undefined, messages: readonly string[]) {
  const text = messages.join(" ");
  return label ? `${label}: ${text}` : text;
}

/** The panel (also the look of the kit's `FormAlert`); `scroll-mt-24` clears the sticky header. */
export const errorSummaryClasses =
  "scroll-mt-24 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200";

export const errorSummaryHeadingClasses = "font-semibold";

export const errorSummaryListClasses = "mt-1 list-disc space-y-0.5 pl-5";

export const errorSummaryLinkClasses =
  "underline underline-offset-2 hover:no-underline focus-visible:rounded";
