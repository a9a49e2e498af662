/** A `g` sequence: its second key, the screen it opens (params besides the realm) and the message key naming it. */
export type GoShortcut = { key: string; to: string; params: Record<string, string>; labelKey: string };

export const GO_SHORTCUTS: readonly GoShortcut[] = [
  { key: "u", to: "/$realm/users", params: {}, labelKey: "users" },
  { key: "g", to: "/$realm/groups/$", params: { _splat: "" }, labelKey: "groups" },
  { key: "c", to: "/$realm/clients", params: {}, labelKey: "clients" },
  { key: "r", to: "/$realm/roles", params: {}, labelKey: "realmRoles" },
  { key: "s", to: "/$realm/realm-settings", params: {}, labelKey: "realmSettings" },
];

/** How long after `g` its second key may come. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export type ShortcutAction =
  | { type: "palette" }
  | { type: "help" }
  | { type: "go"; shortcut: GoShortcut }
  | { type: "awaitSecondKey" }
  | { type: "none" };

type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; typing: boolean };

/**
 * What a key press does. Ctrl/Cmd-K opens the palette everywhere; the single keys (`?`, `g` then a letter) only
 * outside fields the user types in, and without modifiers. `afterG` says the previous key was a pending `g`.
 */
export function shortcutAction(press: KeyPress, afterG: boolean): ShortcutAction {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === "k") return { type: "palette" };
  if (press.typing || press.ctrlKey || press.metaKey || press.altKey) return { type: "none" };
  if (afterG) {
    const shortcut = GO_SHORTCUTS.find((candidate) => candidate.key === press.key);
    return shortcut ? { type: "go", shortcut } : { type: "none" };
  }
  if (press.key === "g") return { type: "awaitSecondKey" };
  if (press.key === "?") return { type: "help" };
  return { type: "none" };
}
