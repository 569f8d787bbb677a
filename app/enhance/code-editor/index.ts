/**
 * The light code editor on a static page: `app/enhance/static-page.ts` imports this module when
 * the page has a `textarea[data-code-editor]`, and every such field becomes an editor. Pages that
 * hydrate call `enhanceCodeEditors` from `~/enhance/code-editor/code-editor` themselves.
 */
import { enhanceCodeEditors } from "~/enhance/code-editor/code-editor";

enhanceCodeEditors(document);
document.documentElement.dataset.codeEditor = "ready";
