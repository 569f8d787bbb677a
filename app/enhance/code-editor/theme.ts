/**
 * The light editor's look, light and dark (the site's `dark` class on <html>): the page's card
 * colours, GitHub's token palette with every colour at 4.5:1 or more against the editor's
 * background (white / slate-900) and its active line (slate-50 / slate-800).
 *
 * The editing surface is 16 px unless the device has a fine pointer: below 16 px a phone's browser
 * zooms the page in when the field takes focus. The phone's key bar (`.code-editor-keys`) is
 * shown only where there is no fine pointer and hover, i.e. no physical keyboard is likely.
 */
export const CODE_EDITOR_THEME_CSS = `
.code-editor-shell{position:relative;border-top:1px solid #e2e8f0}
.code-editor{--pce-bg:#fff;--pce-cursor:#1e293b;--pce-selection:#bcdaff;--pce-line-number:#64748b;
--pce-bg-highlight:#f8fafc;--pce-border-highlight:none;--number-spacing:1em;--padding-inline:1em;
font-family:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace;
font-size:16px;line-height:1.5;color:#1e293b;color-scheme:light;height:auto;min-height:12rem;
overflow-wrap:anywhere}
.code-editor-shell:focus-within .code-editor{box-shadow:inset 0 0 0 2px #337dff}
.code-editor .active-line{--pce-line-number:#1e293b}
.code-editor .token.punctuation,.code-editor .token.attr-equals{color:#334155}
.code-editor .token.tag,.code-editor .token.selector,.code-editor .token.doctype-tag{color:#116329}
.code-editor .token.attr-name,.code-editor .token.property,.code-editor .token.number,
.code-editor .token.boolean,.code-editor .token.constant,.code-editor .token.builtin,
.code-editor .token.doctype,.code-editor .token.color,.code-editor .token.unit{color:#0550ae}
.code-editor .token.attr-value,.code-editor .token.string,.code-editor .token.char,
.code-editor .token.regex,.code-editor .token.url{color:#0a3069}
.code-editor .token.keyword,.code-editor .token.operator,.code-editor .token.entity,
.code-editor .token.important,.code-editor .token.atrule .rule{color:#cf222e}
.code-editor .token.function,.code-editor .token.selector .class,.code-editor .token.selector .id,
.code-editor .token.pseudo-class,.code-editor .token.pseudo-element{color:#8250df}
.code-editor .token.class-name,.code-editor .token.atrule,.code-editor .token.variable,
.code-editor .token.parameter{color:#953800}
.code-editor .token.comment,.code-editor .token.prolog,.code-editor .token.cdata{color:#57606a}
.code-editor .token.important,.code-editor .token.bold{font-weight:700}
.code-editor .token.italic{font-style:italic}
.dark .code-editor-shell{border-top-color:#1e293b}
.dark .code-editor{--pce-bg:#0f172a;--pce-cursor:#e2e8f0;--pce-selection:#264f78;
--pce-line-number:#94a3b8;--pce-bg-highlight:#1e293b;color:#e2e8f0;color-scheme:dark}
.dark .code-editor .active-line{--pce-line-number:#e2e8f0}
.dark .code-editor .token.punctuation,.dark .code-editor .token.attr-equals{color:#cbd5e1}
.dark .code-editor .token.tag,.dark .code-editor .token.selector,
.dark .code-editor .token.doctype-tag{color:#7ee787}
.dark .code-editor .token.attr-name,.dark .code-editor .token.property,
.dark .code-editor .token.number,.dark .code-editor .token.boolean,
.dark .code-editor .token.constant,.dark .code-editor .token.builtin,
.dark .code-editor .token.doctype,.dark .code-editor .token.color,
.dark .code-editor .token.unit{color:#79c0ff}
.dark .code-editor .token.attr-value,.dark .code-editor .token.string,
.dark .code-editor .token.char,.dark .code-editor .token.regex,
.dark .code-editor .token.url{color:#a5d6ff}
.dark .code-editor .token.keyword,.dark .code-editor .token.operator,
.dark .code-editor .token.entity,.dark .code-editor .token.important,
.dark .code-editor .token.atrule .rule{color:#ff7b72}
.dark .code-editor .token.function,.dark .code-editor .token.selector .class,
.dark .code-editor .token.selector .id,.dark .code-editor .token.pseudo-class,
.dark .code-editor .token.pseudo-element{color:#d2a8ff}
.dark .code-editor .token.class-name,.dark .code-editor .token.atrule,
.dark .code-editor .token.variable,.dark .code-editor .token.parameter{color:#ffa657}
.dark .code-editor .token.comment,.dark .code-editor .token.prolog,
.dark .code-editor .token.cdata{color:#8b949e}
.code-editor-keys{position:sticky;top:var(--code-editor-keys-top,0px);z-index:3;display:flex;
gap:.25rem;overflow-x:auto;padding:.375rem .5rem;background:#f1f5f9;
border-bottom:1px solid #e2e8f0;scrollbar-width:none}
.code-editor-keys button{flex:none;min-width:2.5rem;min-height:2.5rem;padding:0 .5rem;
border:1px solid #cbd5e1;border-radius:.5rem;background:#fff;color:#0f172a;
font:600 1rem/1 ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,monospace;
touch-action:manipulation}
.code-editor-keys button:active{background:#d9eaff}
.dark .code-editor-keys{background:#1e293b;border-bottom-color:#334155}
.dark .code-editor-keys button{border-color:#475569;background:#0f172a;color:#f1f5f9}
.dark .code-editor-keys button:active{background:#173bb6}
@media (hover:hover) and (pointer:fine){.code-editor{font-size:14px}.code-editor-keys{display:none}}
`;
