// ESLint guards what TypeScript and Prettier cannot (issue 22): React's rules of hooks — every
// effect, memo and callback lists what it reads — and a few import rules. The layering rules
// (utils never import components, public schemas on zod/mini, the static pages' script free of
// React) live in tests/integration/architecture.test.ts, which sees the whole import graph.
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/**",
      ".cache/**",
      "db/migrations/**",
      "tests/.tmp/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-mutable-exports": "error",
      "import-x/newline-after-import": "error",
    },
  },
  {
    // vi.hoisted / vi.mock stand above the imports on purpose (vitest runs them first anyway).
    files: ["tests/**"],
    rules: { "import-x/first": "off" },
  },
);
