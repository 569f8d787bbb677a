import { useRef, type KeyboardEvent } from "react";

import type { EditorField } from "~/editor/combine-code";
import { TAB_CLASSES } from "~/enhance/editor-page";

export const EDITOR_TABS = [
  { field: "html", name: "HTML", language: "html", label: "Código HTML" },
  { field: "css", name: "CSS", language: "css", label: "Código CSS" },
  { field: "js", name: "JavaScript", language: "javascript", label: "Código JavaScript" },
] as const satisfies ReadonlyArray<{
  field: EditorField;
  name: string;
  language: string;
  label: string;
}>;

export type EditorTab = (typeof EDITOR_TABS)[number];

const tabId = (field: EditorField) => `editor-tab-${field}`;
/** A file's textarea (Monaco's source, and the control itself without JS). */
export const codeTextareaId = (field: EditorField) => `editor-code-${field}`;
const panelId = (field: EditorField) => `editor-panel-${field}`;

/**
 * HTML / CSS / JavaScript tabs (ARIA tabs pattern: arrows, Home and End move and select). Only
 * useful with JS; without it the page's <noscript> style hides them and shows every panel.
 */
export function EditorTabList({
  active,
  onChange,
}: {
  active: EditorField;
  onChange: (field: EditorField) => void;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = EDITOR_TABS.findIndex((tab) => tab.field === active);
    const last = EDITOR_TABS.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(EDITOR_TABS[next].field);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Lenguaje"
      data-editor-js-only
      onKeyDown={onKeyDown}
      className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {EDITOR_TABS.map((tab, index) => {
        const selected = tab.field === active;
        return (
          <button
            key={tab.field}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.field)}
            aria-selected={selected}
            aria-controls={panelId(tab.field)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.field)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors ${
              selected ? TAB_CLASSES.selected : TAB_CLASSES.other
            }`}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}

/**
 * One tab's code: a labelled textarea (what the form submits, and the whole editor without JS)
 * plus the place where Monaco mounts over it (`data-editor-host`, filled by monaco.client.ts);
 * the light editor (`data-code-editor`) puts itself after the textarea. 16 px text unless the
 * pointer is fine: a phone zooms into a smaller field when it takes focus.
 */
export function CodePanel({
  tab,
  hidden,
  defaultValue,
}: {
  tab: EditorTab;
  hidden: boolean;
  defaultValue: string;
}) {
  const textareaId = codeTextareaId(tab.field);
  return (
    <div
      role="tabpanel"
      id={panelId(tab.field)}
      aria-labelledby={tabId(tab.field)}
      hidden={hidden}
      data-editor-panel
    >
      <h3 className="px-4 pb-2 pt-3 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <label htmlFor={textareaId}>{tab.label}</label>
      </h3>
      <textarea
        id={textareaId}
        name={tab.field}
        data-editor-language={tab.language}
        data-code-editor
        data-language={tab.field}
        defaultValue={defaultValue}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="soft"
        className="h-[60vh] min-h-[20rem] w-full resize-y align-top [&:not([hidden])]:block border-0 border-t border-slate-200 bg-slate-50 p-4 font-mono text-base leading-6 text-slate-900 [@media(pointer:fine)]:text-sm [tab-size:2] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
      />
      <div
        data-editor-host={tab.field}
        hidden
        className="h-[60vh] min-h-[20rem] w-full overflow-hidden border-t border-slate-200 dark:border-slate-800"
      />
    </div>
  );
}
