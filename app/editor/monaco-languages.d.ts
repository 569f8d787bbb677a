// Monaco 0.57 ships the Monarch tokenizer modules without declarations; monaco.client.ts imports
// three of them directly (see the comment there).
declare module "monaco-editor/languages/definitions/*" {
  import type { languages } from "monaco-editor/editor/editor.api";

  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
