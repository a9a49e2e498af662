import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { i18nextToIcu, isValidIcu, toIcuMessages } from "@/lib/i18n/icu";
import { unflattenMessages } from "@/lib/i18n/unflatten";
import { applyDocumentLocale, isRtl, RTL_LANGUAGES } from "@/lib/i18n/rtl";
import { langFromUrl } from "@/lib/i18n/locale";

describe("i18next to ICU", () => {
  it("turns {{param}} into {param}", () => {
    expect(i18nextToIcu("Deleted {{count}} users from {{realm}}")).toBe("Deleted {count} users from {realm}");
    expect(i18nextToIcu("{{- name}} and {{ value, uppercase }}")).toBe("{name} and {value}");
  });

  it("keeps apostrophes and stray braces literal", () => {
    const icu = i18nextToIcu("Can't find '{{name}}' in {json}");
    expect(isValidIcu(icu)).toBe(true);
    const t = createTranslator({ locale: "en", messages: { m: icu } });
    expect(t("m", { name: "x" })).toBe("Can't find 'x' in {json}");
  });

  it("keeps messages that are ICU already, and Java-style params", () => {
    expect(
      toIcuMessages([
        { key: "pageRange", value: "{first} - {last}" },
        { key: "count", value: "{n, plural, one {# filter} other {# filters}} applied" },
        { key: "invalid", value: "Attribute {0} is invalid." },
      ]),
    ).toEqual({
      pageRange: "{first} - {last}",
      count: "{n, plural, one {# filter} other {# filters}} applied",
      invalid: "Attribute {0} is invalid.",
    });
  });

  it("shows markup in a server message as text, not as ICU tags", () => {
    const hostile = [
      "<img src=x onerror=alert(1)>",
      '"><script>alert(1)</script>',
      "</b>closing first",
      "Hi {{name}}, <b>bold</b> isn't '{quoted <i>}'",
    ];
    const messages = toIcuMessages(hostile.map((value, index) => ({ key: `m${index}`, value })));
    const t = createTranslator({ locale: "en", messages });
    expect(t("m0")).toBe("<img src=x onerror=alert(1)>");
    expect(t("m1")).toBe('"><script>alert(1)</script>');
    expect(t("m2")).toBe("</b>closing first");
    expect(t("m3", { name: "Ada" })).toBe("Hi Ada, <b>bold</b> isn't '{quoted <i>}'");
    const icu = toIcuMessages([{ key: "m", value: "{count} <b>users</b> and '{literal <b>}'" }]).m;
    expect(createTranslator({ locale: "en", messages: { m: icu } })("m", { count: 2 })).toBe(
      "2 <b>users</b> and {literal <b>}",
    );
  });

  it("tells valid ICU from invalid without the parser where the message is simple, as the parser would", () => {
    for (const valid of ["Deleted {count} users from {realm}", "Attribute {0} is invalid.", "It's {name}"])
      expect(isValidIcu(valid)).toBe(true);
    for (const invalid of ["Use {json", "{a b}", "{}", "'{' {x"]) expect(isValidIcu(invalid)).toBe(false);
  });

  it("takes plain text as it is, apostrophes included, as the parser would", () => {
    const messages = toIcuMessages([
      { key: "single", value: "Don't stop > go" },
      { key: "double", value: "It''s # here" },
    ]);
    expect(messages).toEqual({ single: "Don't stop > go", double: "It''s # here" });
    const t = createTranslator({ locale: "en", messages });
    expect(t("single")).toBe("Don't stop > go");
    expect(t("double")).toBe("It's # here");
  });

  it("keeps valid messages, drops the ones ICU cannot parse, and builds plurals", () => {
    const messages = toIcuMessages([
      { key: "users", value: "Users" },
      { key: "broken", value: "<1>link</2>" },
      { key: "strayBrace", value: "Use {json" },
      { key: "groupsDeleted_one", value: "{{count}} group deleted" },
      { key: "groupsDeleted_other", value: "{{count}} groups deleted" },
    ]);
    expect(messages.users).toBe("Users");
    expect(messages).not.toHaveProperty("broken");
    expect(messages.strayBrace).toBe("Use '{'json");
    const t = createTranslator({ locale: "en", messages: { groupsDeleted: messages.groupsDeleted } });
    expect(t("groupsDeleted", { count: 1 })).toBe("1 group deleted");
    expect(t("groupsDeleted", { count: 3 })).toBe("3 groups deleted");
  });
});

describe("unflattenMessages", () => {
  it("nests dotted keys and keeps flat ones", () => {
    expect(unflattenMessages({ users: "Users", "a.b": "AB", "a.c.d": "ACD" })).toEqual({
      users: "Users",
      a: { b: "AB", c: { d: "ACD" } },
    });
  });

  it("lets a flat message win over a nested one of the same name", () => {
    expect(unflattenMessages({ "a.b": "nested", a: "flat", "x..y": "empty part" })).toEqual({ a: "flat" });
  });

  it("never writes through a key into Object.prototype, and drops such keys", () => {
    const flat = JSON.parse(
      '{"__proto__.polluted": "x", "constructor.prototype.polluted": "y", "a.__proto__.polluted": "z", "ok": "ok"}',
    ) as Record<string, string>;
    const messages = unflattenMessages(flat);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(messages)).toEqual(["ok"]);
  });

  it("gives next-intl messages it can read", () => {
    const messages: AbstractIntlMessages = unflattenMessages({ "user.title": "User" });
    const t = createTranslator({ locale: "en", messages }) as unknown as (key: string) => string;
    expect(t("user.title")).toBe("User");
  });
});

describe("right to left", () => {
  it("knows the right-to-left languages", () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(
      ["ar", "dv", "fa", "ha", "he", "iw", "ji", "ps", "sd", "ug", "ur", "yi"].sort(),
    );
    for (const locale of RTL_LANGUAGES) expect(isRtl(locale)).toBe(true);
    expect(isRtl("ar-EG")).toBe(true);
    expect(isRtl("en")).toBe(false);
    expect(isRtl("de-CH")).toBe(false);
  });

  it("sets lang and dir on <html>", () => {
    applyDocumentLocale("he");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "he");
    applyDocumentLocale("fr");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.documentElement).toHaveAttribute("lang", "fr");
  });
});

describe("?lang= override", () => {
  it("reads lang from the query or from the hash route's query", () => {
    expect(langFromUrl({ search: "?lang=de", hash: "" })).toBe("de");
    expect(langFromUrl({ search: "", hash: "#/master/users?lang=ar" })).toBe("ar");
    expect(langFromUrl({ search: "", hash: "#/master/users" })).toBeUndefined();
  });
});
