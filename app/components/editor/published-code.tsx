import { EDITOR_TABS } from "~/components/editor/editor-tabs";
import type { EditorCode } from "~/editor/combine-code";

/**
 * A published project: its three files, read-only, and the page they make, running in the same
 * sandbox as the editor's preview (`runUrl` answers with the preview's CSP).
 */
export function PublishedCode({ code, runUrl }: { code: EditorCode; runUrl: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="published-preview-heading"
        className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:order-2 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2
          id="published-preview-heading"
          className="border-b border-slate-200 px-4 py-3 font-semibold dark:border-slate-800"
        >
          Vista previa
        </h2>
        {/* Opaque origin (sandbox here and in the page's own CSP): the author's scripts run, but
            reach neither this site nor the visitor's session. */}
        <iframe
          src={runUrl}
          title="Vista previa"
          sandbox="allow-scripts"
          className="h-[60vh] min-h-[20rem] w-full flex-1 bg-white"
        />
      </section>
      <div className="min-w-0 space-y-4 lg:order-1">
        {EDITOR_TABS.map((tab) => (
          <section
            key={tab.field}
            aria-labelledby={`published-${tab.field}-heading`}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2
              id={`published-${tab.field}-heading`}
              className="border-b border-slate-200 px-4 py-2 text-sm font-semibold dark:border-slate-800"
            >
              {tab.label}
            </h2>
            <pre
              tabIndex={0}
              aria-labelledby={`published-${tab.field}-heading`}
              className="max-h-80 overflow-auto whitespace-pre-wrap break-words bg-slate-50 p-4 font-mono text-sm leading-6 text-slate-900 [tab-size:2] dark:bg-slate-950 dark:text-slate-100"
            >
              <code>{code[tab.field] || " "}</code>
            </pre>
          </section>
        ))}
      </div>
    </div>
  );
}
