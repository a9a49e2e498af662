import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only packages that must go through next/jest's SWC transform
const esmOnly = [
  "@keycloak/keycloak-admin-client",
  "@microsoft/kiota-[^/]+",
  "camelize-ts",
  "url-template",
  "uuid",
  "next-intl",
  "use-intl",
  "icu-minify",
  "@schummar/icu-type-parser",
  "intl-messageformat",
  "@formatjs/[^/]+",
  "@tanstack/react-table",
  "@tanstack/table-core",
  "@tanstack/react-store",
  "@tanstack/store",
  "@tanstack/react-router",
  "@tanstack/router-core",
  "@tanstack/history",
  "oidc-client-ts",
  "react-oidc-context",
  "jwt-decode",
].join("|");

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "<rootDir>/jest.environment.cjs",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  roots: ["<rootDir>/__tests__"],
  // helpers (test-utils, mocks) live beside the suites
  testMatch: ["**/*.test.ts?(x)"],
  modulePathIgnorePatterns: ["<rootDir>/out", "<rootDir>/.next", "<rootDir>/.data"],
  // jest's default leaves one core to itself, which on the 2-core CI machine means one worker: two run the suite in
  // 94 s instead of 135 s
  maxWorkers: "100%",
  // A test's time limit catches a hang, not a slow machine: jest's 5 s is below what the slowest tests take on an idle
  // machine (typing whole forms, lazily loaded screens), and with a CPU-bound process beside the run four tests ran
  // out of it. One limit for all, instead of files raising it one by one after each busy day.
  testTimeout: 30_000,
};

// next/jest appends user transformIgnorePatterns after its own '/node_modules/' entry,
// so ESM packages can only be let through by overwriting the resolved config.
export default async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly})/)`, "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
};
