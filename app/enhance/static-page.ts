/**
 * The one script a static page ships (docs/decisions/124): the SPEC behaviours those pages keep
 * without React. Everything here enhances markup that already works without JavaScript; a page
 * that hydrates gets the same behaviours from its React components instead.
 */
import { filterCatalogueAsYouType } from "~/enhance/catalogue";
import { enhanceForms } from "~/enhance/forms";
import { updateMerchDetailInPlace } from "~/enhance/merch";
import { listDownloadedCourses } from "~/enhance/offline-downloads";
import { dismissOnEscapeOrOutside, watchScrolledPast } from "~/enhance/navbar";
import { revealOnScroll } from "~/enhance/scroll-reveal";
import { loadSyllabusSectionsOnOpen } from "~/enhance/syllabus";
import { watchTabTitle } from "~/enhance/tab-title";
import { advanceTestimonialRow } from "~/enhance/testimonials";
import { enhanceThemeForm } from "~/enhance/theme";
import { dismissToastOnStaticPage, showToastOnStaticPage } from "~/enhance/toast";

watchTabTitle();
revealOnScroll();
const header = document.querySelector<HTMLElement>(".site-header");
if (header) watchScrolledPast(header);
for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-dismissable]")) {
  dismissOnEscapeOrOutside(details);
}
dismissToastOnStaticPage();
enhanceThemeForm();
filterCatalogueAsYouType();
advanceTestimonialRow();
loadSyllabusSectionsOnOpen();
updateMerchDetailInPlace();
enhanceForms();
void listDownloadedCourses();
// Page modules, loaded only by the pages that use them.
if (document.querySelector("[data-code-editor]")) void import("~/enhance/code-editor/index");
if (document.querySelector("[data-editor-page]"))
  void import("~/enhance/editor-page").then((page) =>
    page.enhanceEditorPage(showToastOnStaticPage),
  );

// For tests and tools: everything above is set up.
document.documentElement.dataset.staticPage = "ready";
