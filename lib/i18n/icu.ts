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

export function isValidIcu(message: string): boolean {
  try {
    parse(message);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server message as ICU. Keycloak's bundles use i18next syntax (`{{name}}`); Java-style `{0}` params, plain text
 * and messages that are ICU already (a server serving this console's own bundle) are kept as they are.
 */
export function serverMessageToIcu(message: string): string {
  if (!message.includes("{{") && isValidIcu(message)) return message;
  return i18nextToIcu(message);
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
