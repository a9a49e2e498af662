import { hasAnyWord, pageOverrides, toOverrideRows } from "@/lib/queries/localization";
import {
  localesSchema,
  overrideLocales,
  themeLocales,
} from "@/components/areas/realm-settings/localization/localesForm";

const pad = (i: number) => String(i).padStart(4, "0");
// inserted out of order, as a server's map may come
const TEXTS = Object.fromEntries(
  Array.from({ length: 5000 }, (_, i) => 4999 - i).map((i) => [`key.${pad(i)}`, `Text number ${i}`]),
);

describe("realm overrides paged in the browser", () => {
  const rows = toOverrideRows(TEXTS);

  it("sorts a 5,000-key map by key once", () => {
    expect(rows).toHaveLength(5000);
    expect(rows[0]).toEqual({ key: "key.0000", value: "Text number 0" });
    expect(rows[4999].key).toBe("key.4999");
  });

  it("cuts any page, the last one short, and nothing past the end", () => {
    expect(pageOverrides(rows, 0, 11, "").map((row) => row.key)).toEqual(
      Array.from({ length: 11 }, (_, i) => `key.${pad(i)}`),
    );
    expect(pageOverrides(rows, 4990, 11, "")).toHaveLength(10);
    expect(pageOverrides(rows, 5000, 11, "")).toEqual([]);
  });

  it("searches keys and texts, case-insensitive, and pages the matches", () => {
    // keys 0100..0199 hold "01" at that position, and so do 0010..0019, 1010..., etc.
    const matches = rows.filter((row) => row.key.includes("key.01"));
    expect(pageOverrides(rows, 0, 1000, "KEY.01")).toEqual(matches);
    expect(pageOverrides(rows, 10, 11, "key.01")).toEqual(matches.slice(10, 21));
    expect(pageOverrides(rows, 0, 11, "number 4321")).toEqual([{ key: "key.4321", value: "Text number 4321" }]);
    expect(pageOverrides(rows, 0, 11, "  no such text ")).toEqual([]);
  });

  it("answers a page of 5,000 keys well within a frame", () => {
    const started = performance.now();
    const all = toOverrideRows(TEXTS);
    pageOverrides(all, 0, 11, "");
    pageOverrides(all, 2000, 11, "text");
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("finds effective messages holding any of the words in key or text", () => {
    const entry = { key: "doLogIn", value: "Sign In", source: "THEME" as const };
    expect(hasAnyWord(entry, [])).toBe(true);
    expect(hasAnyWord(entry, ["nothing", "Sign"])).toBe(true);
    expect(hasAnyWord(entry, ["LogIn"])).toBe(true);
    expect(hasAnyWord(entry, ["sign"])).toBe(false);
  });
});

describe("locales form", () => {
  const schema = localesSchema({ required: "required", defaultNotSupported: "not supported" });
  const issues = (values: object) =>
    schema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("asks for supported locales and a supported default only with internationalisation on", () => {
    expect(issues({ internationalizationEnabled: false, supportedLocales: [], defaultLocale: "" })).toEqual([]);
    expect(issues({ internationalizationEnabled: true, supportedLocales: [], defaultLocale: "" })).toEqual([
      ["supportedLocales", "required"],
      ["defaultLocale", "required"],
    ]);
    expect(issues({ internationalizationEnabled: true, supportedLocales: ["en"], defaultLocale: "es" })).toEqual([
      ["defaultLocale", "not supported"],
    ]);
    expect(issues({ internationalizationEnabled: true, supportedLocales: ["en", "es"], defaultLocale: "es" })).toEqual(
      [],
    );
  });

  it("offers every theme's locales once, sorted", () => {
    const serverInfo = {
      themes: { login: [{ name: "a", locales: ["fr", "de"] }], admin: [{ name: "b", locales: ["de", "es"] }] },
    };
    expect(themeLocales(serverInfo as never)).toEqual(["de", "es", "fr"]);
  });

  it("edits the overrides of supported locales and of those with texts already", () => {
    expect(overrideLocales({ internationalizationEnabled: true, supportedLocales: ["en", "es"] }, ["fr"])).toEqual([
      "en",
      "es",
      "fr",
    ]);
    expect(overrideLocales({ internationalizationEnabled: false, supportedLocales: ["es"] }, [])).toEqual(["en"]);
    expect(overrideLocales({ defaultLocale: "de" }, ["de"])).toEqual(["de"]);
  });
});
