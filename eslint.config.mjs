// Lint: typescript-eslint's recommended rules, the rules of hooks, and the structure the project keeps
// (docs/architecture.md): imports run app -> components -> lib and never in a loop; an area never imports another
// area, and what a folder is follows from where it stands (components/areas/*, components/shared/*, components/kit/*,
// components/shell), so a new folder needs no entry here; the dev server's model never imports its HTTP layer; no
// file is over 300 lines. Formatting is Prettier's job (eslint-config-prettier turns style rules off).
import js from "@eslint/js";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";
import { noImportCycles } from "./eslint/no-import-cycles.mjs";

// The kit is layered, lowest first: each layer may use the ones before it, never one after it.
const KIT_LAYERS = ["ui", "form", "data-table", "screen"];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const kit = KIT_LAYERS.map((layer) => `kit-${layer}`);

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "out/",
      ".next/",
      ".data/",
      "dist/",
      "coverage/",
      "scripts/stack-floor/",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // `_name` marks a parameter a signature requires but the body does not use
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // a handler that runs before a late `let` assignment reads it (dev-server/server.ts)
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    plugins: { house: { rules: { "no-import-cycles": noImportCycles } } },
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    rules: { "house/no-import-cycles": "error" },
  },
  {
    // configuration and set-up files run in Node, CommonJS ones with require
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    // hand-written declarations of an untyped library (oidc-provider) mirror its untyped surface
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures: `use` is Playwright's callback, and a fixture without dependencies must destructure `{}`
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    // Zod must be configured before any schema is made (lib/form/zod.ts)
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/form/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from @/lib/form/zod.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // every primary button is one colour, set in one place: a Button without a variant is Chakra's black, and one
    // made blue by hand drifts from the rest
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXOpeningElement[name.name="Button"]:not(:has(JSXAttribute[name.name=/^(variant|colorPalette)$/])):not(:has(JSXSpreadAttribute))`,
          message:
            "A main action is a PrimaryButton (components/kit/ui/PrimaryButton.tsx); give any other its variant.",
        },
        {
          selector: `JSXOpeningElement[name.name="Button"]:not(:has(JSXAttribute[name.name="variant"])) > JSXAttribute[name.name="colorPalette"][value.value="blue"]`,
          message: "A main action is a PrimaryButton (components/kit/ui/PrimaryButton.tsx), which holds its colour.",
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "messages/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        { type: "app", pattern: "app" },
        { type: "area", pattern: "components/areas/*" },
        { type: "shared", pattern: "components/shared/*" },
        { type: "shell", pattern: "components/shell" },
        ...KIT_LAYERS.map((layer) => ({ type: `kit-${layer}`, pattern: `components/kit/${layer}` })),
        { type: "lib", pattern: "lib" },
        { type: "messages", pattern: "messages" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            allow("app", ["app", "area", "shared", "shell", ...kit, "lib", "messages"]),
            // an area registers its routes with the shell's helpers (components/shell/screenRoutes.ts)
            allow("area", ["shared", "shell", ...kit, "lib", "messages"]),
            allow("shell", ["shared", ...kit, "lib", "messages"]),
            allow("shared", ["shared", ...kit, "lib", "messages"]),
            ...kit.map((layer, index) => allow(layer, [...kit.slice(0, index), "lib", "messages"])),
            allow("lib", ["lib", "messages"]),
            allow("messages", ["messages"]),
          ],
        },
      ],
    },
  },
  {
    // the dev server's model and rules (realm/, store/) never reach into its HTTP layer (admin/, oidc/)
    files: ["dev-server/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        { type: "server-model", pattern: "dev-server/{realm,store}" },
        { type: "server-http", pattern: "dev-server/{admin,oidc}" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            { from: { element: { type: "server-model" } }, disallow: { to: { element: { type: "server-http" } } } },
          ],
        },
      ],
    },
  },
  prettier,
);
