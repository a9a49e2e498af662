// messages/en/index.ts merges the area files flat, so a key in two files silently takes the text of the later one:
// every key lives in exactly one file (words several areas use live in common.json).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { argumentNames } from "@/lib/i18n/compatibleTranslations";
import { en } from "@/messages/en";
import areaMessages from "@/messages/en/areas";
import { coreMessages } from "@/messages/en/core";

const DIR = join(__dirname, "../../messages/en");
const files = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const keysByFile = files.map((file) => ({
  file,
  messages: JSON.parse(readFileSync(join(DIR, file), "utf8")) as Record<string, string>,
}));

describe("English message files", () => {
  it("define no key twice with different texts", () => {
    const texts = new Map<string, Map<string, string[]>>();
    for (const { file, messages } of keysByFile)
      for (const [key, text] of Object.entries(messages)) {
        const byText = texts.get(key) ?? new Map<string, string[]>();
        byText.set(text, [...(byText.get(text) ?? []), file]);
        texts.set(key, byText);
      }
    const clashes = [...texts]
      .filter(([, byText]) => byText.size > 1)
      .map(([key, byText]) => `${key}: ${[...byText.values()].flat().join(", ")}`);
    expect(clashes).toEqual([]);
  });

  it("define each key in one file only", () => {
    const files = new Map<string, string[]>();
    for (const { file, messages } of keysByFile)
      for (const key of Object.keys(messages)) files.set(key, [...(files.get(key) ?? []), file]);
    const twice = [...files].filter(([, in_]) => in_.length > 1).map(([key, in_]) => `${key}: ${in_.join(", ")}`);
    expect(twice).toEqual([]);
  });

  it("are valid ICU messages (`{` and `}` meant as text are quoted: $'{'vault.ID'}')", () => {
    expect(Object.entries(en).filter(([, text]) => argumentNames(text) === undefined)).toEqual([]);
  });

  it("are all merged into the English messages", () => {
    const all = keysByFile.reduce((count, { messages }) => count + Object.keys(messages).length, 0);
    expect(Object.keys(en)).toHaveLength(all);
  });

  it("split into the first load's (core) and the areas', with no key in both", () => {
    expect(Object.keys(coreMessages).filter((key) => key in areaMessages)).toEqual([]);
    expect({ ...coreMessages, ...areaMessages }).toEqual(en);
  });

  it("give every route's breadcrumb title and sidebar label in the first load, before its screen's chunk arrives", () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }), DEFAULT_ENVIRONMENT);
    const shellKeys = Object.values(router.routesById as Record<string, AnyRoute>).flatMap((route) => {
      const data = route.options.staticData ?? {};
      return [data.title, data.nav?.label].filter((key): key is string => typeof key === "string");
    });
    expect(shellKeys.length).toBeGreaterThan(20);
    expect(shellKeys.filter((key) => !(key in coreMessages))).toEqual([]);
  });
});
