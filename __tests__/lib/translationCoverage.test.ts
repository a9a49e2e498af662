import { localeCoverage, themeEnglish } from "@/lib/i18n/translationCoverage";

const keys = ["save", "cancel", "delete", "help"];
const english = { save: "Save", cancel: "Cancel", delete: "Delete", help: "Help" };

describe("localeCoverage", () => {
  it("counts theme translations, realm overrides, and as missing the English fallbacks and absent keys", () => {
    const coverage = localeCoverage("de", keys, english, [
      { key: "save", value: "Speichern", source: "THEME" },
      { key: "cancel", value: "Cancel", source: "THEME" },
      { key: "delete", value: "Löschen", source: "REALM" },
    ]);
    expect(coverage).toEqual({ locale: "de", total: 4, theme: 1, realm: 1, missing: ["cancel", "help"] });
  });

  it("counts every theme text of English itself as translated", () => {
    const coverage = localeCoverage(
      "en",
      keys,
      english,
      keys.map((key) => ({ key, value: english[key as keyof typeof english], source: "THEME" as const })),
    );
    expect(coverage.theme).toBe(4);
    expect(coverage.missing).toEqual([]);
  });
});

describe("themeEnglish", () => {
  it("takes the theme's English texts, and the bundled ones where the realm overrides English", () => {
    expect(
      themeEnglish(
        [
          { key: "save", value: "Save it", source: "THEME" },
          { key: "cancel", value: "Stop", source: "REALM" },
        ],
        { save: "Save", cancel: "Cancel" },
      ),
    ).toEqual({ save: "Save it", cancel: "Cancel" });
  });
});
