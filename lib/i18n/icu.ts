import { parse } from "@formatjs/icu-messageformat-parser";

/** i18next plural suffixes, as Keycloak's message bundles use them (`key_one`, `key_other`). */
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * Turns an i18next message into ICU: `{{name}}` (also `{{- name}}` and `{{name, format}}`) becomes `{name}`.
 * Apostrophes are doubled and stray braces quoted, because ICU reads them as syntax.
 */
export function i18nextToIcu(message: string): string {
  let result = "";
  const pattern = /\{\{-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}|[{}]|'/g;
  let last = 0;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    result += message.slice(last, match.index);
    if (match[1]) result += `{${match[1].replaceAll(".", "_")}}`;
    else if (match[0] === "'") result += "''";
    else result += `'${match[0]}'`;
    last = pattern.lastIndex;
  }
  return result + message.slice(last);
}

/**
 * Text ICU reads as it is: nothing that could open an argument or a tag (an apostrophe quotes only next to those, so
 * quoteMarkup keeps such text as it is). Most of a bundle's messages are such text, and parsing each of the 2,400 in
 * a server's bundle on start-up cost some 50 ms.
 */
const PLAIN_TEXT = /^[^{}<]*$/;

/** Plain text with simple arguments (`{name}`, `{0}`) and no apostrophe that could quote one: valid ICU too. */
const SIMPLE_ICU = /^(?:[^{}<']|\{\w+\})*$/;

export function isValidIcu(message: string): boolean {
  if (SIMPLE_ICU.test(message)) return true;
  try {
    parse(message);
    return true;
  } catch {
    return false;
  }
}

const QUOTE_STARTS = new Set(["{", "}", "<", ">"]);
const isLetter = (char: string | undefined) => !!char && /[A-Za-z]/.test(char);

/**
 * Quotes each `<` where ICU would open or close a tag (`<b>`, `</b>`; not `<1>`), outside the message's own quoted
 * text, so that markup in a server message (a realm's translation is data) shows as the text it is. Keycloak's
 * `<1>…</1>` placeholders for links stay as they are: ICU cannot parse them and the English text stands in.
 */
export function quoteMarkup(icu: string): string {
  let result = "";
  let quoted = false;
  for (let index = 0; index < icu.length; index++) {
    const char = icu[index];
    const next = icu[index + 1];
    if (char === "'") {
      if (next === "'") {
        result += "''";
        index++;
      } else {
        if (quoted) quoted = false;
        else if (QUOTE_STARTS.has(next)) quoted = true;
        result += char;
      }
    } else if (char === "<" && !quoted && (isLetter(next) || (next === "/" && isLetter(icu[index + 2])))) {
      result += "'<'";
    } else {
      result += char;
    }
  }
  return result;
}

/**
 * A server message as ICU. Keycloak's bundles use i18next syntax (`{{name}}`); Java-style `{0}` params, plain text
 * and messages that are ICU already (a server serving this console's own bundle) are kept as they are. Markup is
 * text in either (quoteMarkup).
 */
export function serverMessageToIcu(message: string): string {
  if (PLAIN_TEXT.test(message)) return message;
  const quoted = quoteMarkup(message);
  if (!message.includes("{{") && isValidIcu(quoted)) return quoted;
  return quoteMarkup(i18nextToIcu(message));
}

export type TranslationEntry = { key: string; value: string };

/**
 * Server translations as flat ICU messages. Plural pairs become one ICU plural on the base key
 * unless the base key has its own text. Messages ICU cannot parse are left out, so the English default shows.
 */
export function toIcuMessages(entries: readonly TranslationEntry[]): Record<string, string> {
  const messages: Record<string, string> = {};
  const plurals = new Map<string, string[]>();
  for (const { key, value } of entries) {
    if (typeof key !== "string" || typeof value !== "string") continue;
    const icu = serverMessageToIcu(value);
    messages[key] = icu;
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) {
      const [, base, category] = plural;
      const branch = `${category === "zero" ? "=0" : category} {${icu.replaceAll("{count}", "#")}}`;
      plurals.set(base, [...(plurals.get(base) ?? []), branch]);
    }
  }
  for (const [base, branches] of plurals) {
    if (!(base in messages) && branches.some((branch) => branch.startsWith("other "))) {
      messages[base] = `{count, plural, ${branches.join(" ")}}`;
    }
  }
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => isValidIcu(message)));
}
