export type Messages = { [key: string]: string | Messages };

/**
 * next-intl reads dots in keys as nesting and refuses keys that contain them, so "a.b" becomes { a: { b } }.
 * When a flat key and a nested one collide ("a" and "a.b"), the flat message wins.
 */
export function unflattenMessages(flat: Record<string, string>): Messages {
  const root: Messages = {};
  const dotted = Object.keys(flat).filter((key) => key.includes("."));
  for (const [key, value] of Object.entries(flat)) {
    if (!key.includes(".")) root[key] = value;
  }
  for (const key of dotted) {
    const parts = key.split(".");
    if (parts.some((part) => part === "")) continue;
    let node: Messages = root;
    let blocked = false;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === "string") {
        blocked = true;
        break;
      }
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1];
    if (!blocked && typeof node[leaf] !== "object") node[leaf] = flat[key];
  }
  return root;
}
