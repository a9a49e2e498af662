export type Messages = { [key: string]: string | Messages };

/** Names that reach an object's prototype: a realm translation keyed with them must not write through it. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Whether a translation key is one the console may use: no empty part, no part that reaches a prototype. */
export function isSafeMessageKey(key: string): boolean {
  return key.split(".").every((part) => part !== "" && !PROTOTYPE_KEYS.has(part));
}

/**
 * next-intl reads dots in keys as nesting and refuses keys that contain them, so "a.b" becomes { a: { b } }.
 * When a flat key and a nested one collide ("a" and "a.b"), the flat message wins. Keys come from realm data, so
 * unsafe ones are dropped and only own properties are followed.
 */
export function unflattenMessages(flat: Record<string, string>): Messages {
  const root: Messages = {};
  const keys = Object.keys(flat).filter(isSafeMessageKey);
  for (const key of keys) {
    if (!key.includes(".")) root[key] = flat[key];
  }
  for (const key of keys.filter((candidate) => candidate.includes("."))) {
    const parts = key.split(".");
    let node: Messages = root;
    let blocked = false;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (typeof next === "string") {
        blocked = true;
        break;
      }
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1];
    if (!blocked && !(Object.hasOwn(node, leaf) && typeof node[leaf] === "object")) node[leaf] = flat[key];
  }
  return root;
}
