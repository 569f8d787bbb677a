/**
 * Monaco's core editor worker (diffing, word ranges, links…). Bundled by `npm run build:monaco`
 * into public/monaco/editor.worker.client.js; `monaco.client.ts` starts it as a module worker.
 * The HTML/CSS/TypeScript language-service workers are deliberately left out: the editor only
 * needs syntax highlighting, which the basic-language tokenizers provide on the main thread.
 */
import "monaco-editor/editor/editor.worker";
