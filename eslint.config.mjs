// Lint: typescript-eslint's recommended rules, the rules of hooks, and the import direction the project keeps
// (docs/adding-a-screen.md): app -> components -> lib; an area never imports another area; the dev server's model
// never imports its HTTP layer. Formatting is Prettier's job (eslint-config-prettier turns style rules off).
import js from "@eslint/js";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

const AREAS = [
  "authentication",
  "client-authorization",
  "client-scopes",
  "clients",
  "dashboard",
  "events",
  "groups",
  "identity-providers",
  "organizations",
  "page-section",
  "realm-roles",
  "realm-settings",
  "realms",
  "sessions",
  "user-federation",
  "users",
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

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
    files: ["app/**", "components/**", "lib/**", "messages/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        { type: "app", pattern: "app" },
        { type: "area", pattern: `components/{${AREAS.join(",")}}` },
        { type: "shared", pattern: "components/*" },
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
            allow("app", ["app", "area", "shared", "lib", "messages"]),
            allow("area", ["shared", "lib", "messages"]),
            allow("shared", ["shared", "lib", "messages"]),
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
