import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// The browser build's Chakra system has only the recipes listed in lib/chakra-recipes.mjs (next.config.mjs);
// a component rendered without its recipe shows unstyled, which no other test would notice.
const ROOT = resolve(__dirname, "../..");
const CHAKRA = join(ROOT, "node_modules/@chakra-ui/react/dist/esm");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Names the console imports from "@chakra-ui/react". */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of [
    ...sourceFiles(join(ROOT, "components")),
    ...sourceFiles(join(ROOT, "app")),
    ...sourceFiles(join(ROOT, "lib")),
  ]) {
    for (const match of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of match[1].split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The Chakra module a public name comes from (directly, or through a namespace such as `Dialog`). */
function moduleOf(name: string, index: string): string | undefined {
  const direct = index.match(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)'`));
  if (direct) return join(CHAKRA, direct[1]);
  const alias = index.match(new RegExp(`export \\{ (\\S+) as ${name} \\}`));
  const namespace =
    alias && index.match(new RegExp(`import \\* as ${alias[1].replace("$", "\\$")} from '(\\./[^']+)'`));
  return namespace ? join(CHAKRA, namespace[1]) : undefined;
}

/** Recipe keys used by a Chakra module and the Chakra component modules it imports. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !existsSync(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/key: "(\w+)"/g)) keys.add(match[1]);
  for (const match of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), match[1]);
    if (target.startsWith(join(CHAKRA, "components"))) recipeKeys(target, seen).forEach((key) => keys.add(key));
  }
  return keys;
}

const recipeListKeys = (source: string) =>
  new Set([...source.matchAll(/^\s+(\w+): \w+Recipe,?$/gm)].map((match) => match[1]));
const recipesInBuild = () => recipeListKeys(readFileSync(join(ROOT, "lib/chakra-recipes.mjs"), "utf8"));
/** Chakra's own lists of all recipes, which the build replaces (some components, such as Text, have none). */
const recipesOfTheme = () =>
  recipeListKeys(
    ["recipes.js", "slot-recipes.js"].map((file) => readFileSync(join(CHAKRA, "theme", file), "utf8")).join("\n"),
  );

describe("the browser build's Chakra recipes", () => {
  it("include the recipe of every Chakra component the console imports", () => {
    const index = readFileSync(join(CHAKRA, "index.js"), "utf8");
    const available = recipesInBuild();
    const existing = recipesOfTheme();
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      const file = moduleOf(name, index);
      if (!file) continue;
      for (const key of recipeKeys(file))
        if (existing.has(key) && !available.has(key)) missing.push(`${name} needs "${key}"`);
    }
    expect(missing).toEqual([]);
  });

  it("are recipes of Chakra's theme", () => {
    const existing = recipesOfTheme();
    expect([...recipesInBuild()].filter((key) => !existing.has(key))).toEqual([]);
  });
});

describe("the browser build's Chakra preset (lib/chakra-preset.mjs)", () => {
  it("is never asked for the default system it leaves out", () => {
    const names = importedChakraNames();
    expect(["defaultSystem", "system"].filter((name) => names.has(name))).toEqual([]);
  });

  it("builds the default config as Chakra's own preset does", () => {
    const own = readFileSync(join(CHAKRA, "preset.js"), "utf8");
    expect(own).toContain("const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);");
    expect(readFileSync(join(ROOT, "lib/chakra-preset.mjs"), "utf8")).toContain(
      "export const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);",
    );
  });
});
