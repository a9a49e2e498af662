// The console ships translations of its own besides English (messages/<locale>/, same file names as messages/en/).
// A shipped translation must be complete: every English key, no other key, the same ICU arguments (a missing one
// would drop what the console passes in, an extra one would show unfilled), and each text a valid ICU message.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { argumentNames } from "@/lib/i18n/compatibleTranslations";
import { loadShippedBundle, SHIPPED_LOCALES } from "@/lib/i18n/shippedLocales";
import { en } from "@/messages/en";
import providerTexts from "@/messages/providers/en.json";

const ROOT = join(__dirname, "../../messages");
const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, string>;
const areaFiles = readdirSync(join(ROOT, "en")).filter((name) => name.endsWith(".json"));
/** Every message file of a locale, by a name that is the same for all locales. */
const filesOf = (locale: string) => [
  ...areaFiles.map((file) => ({ name: file.replace(/\.json$/, ""), path: join(ROOT, locale, file) })),
  { name: "providers", path: join(ROOT, "providers", `${locale}.json`) },
];

function problems(english: Record<string, string>, translated: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const mine = translated[key];
    if (typeof mine !== "string" || !mine.trim()) {
      found.push(`${key}: missing`);
      continue;
    }
    const wanted = argumentNames(text);
    const got = argumentNames(mine);
    if (String(got) !== String(wanted)) found.push(`${key}: arguments ${String(got)}, English has ${String(wanted)}`);
  }
  for (const key of Object.keys(translated)) if (!(key in english)) found.push(`${key}: not an English key`);
  return found;
}

describe.each(SHIPPED_LOCALES.filter((locale) => locale !== "en"))("the shipped %s translation", (locale) => {
  it.each(filesOf(locale).map(({ name, path }) => [name, path]))(
    "%s has every English key with the same arguments",
    (name, path) => {
      const english = filesOf("en").find((file) => file.name === name)!;
      expect(problems(read(english.path), read(path))).toEqual([]);
    },
  );
});

describe.each(SHIPPED_LOCALES.filter((locale) => locale !== "en"))("the %s chunk", (locale) => {
  it("merges every file of the language, so that it has every English key", async () => {
    const bundle = await loadShippedBundle(locale);
    expect(Object.keys(bundle!.messages).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(bundle!.providers).sort()).toEqual(Object.keys(providerTexts).sort());
  });
});
