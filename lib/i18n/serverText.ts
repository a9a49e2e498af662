/** A translate function that can tell whether it knows a key (next-intl's `t` can). */
export type TranslateKnown = ((key: string, values?: Record<string, string>) => string) & {
  has?: (key: string) => boolean;
};

const PLACEHOLDER = /^\$\{(.+)\}$/;

/** The message key of a `${key}` text, else undefined. */
export function placeholderKey(text: string): string | undefined {
  return PLACEHOLDER.exec(text)?.[1];
}

/**
 * A text the server stores for people to read: Keycloak writes one to translate as `${messageKey}` (a client's name,
 * a user-profile attribute's display name, a role's description) and its consoles show the translation, or the bare
 * key where there is none. Any other text is shown as it is.
 */
export function serverText(text: string, t: TranslateKnown): string;
export function serverText(text: string | undefined, t: TranslateKnown): string | undefined;
export function serverText(text: string | undefined, t: TranslateKnown): string | undefined {
  if (text === undefined) return undefined;
  const key = placeholderKey(text);
  if (key === undefined) return text;
  return t.has && !t.has(key) ? key : t(key);
}

/**
 * A name a server extension gives as a message key (a UI page provider's id, its help text): Keycloak's console shows
 * it through the admin messages, where the extension's theme may name it; without a message it is shown as it is.
 */
export function extensionText(text: string, t: TranslateKnown): string;
export function extensionText(text: string | undefined, t: TranslateKnown): string | undefined;
export function extensionText(text: string | undefined, t: TranslateKnown): string | undefined {
  if (text === undefined) return undefined;
  return t.has?.(text) ? t(text) : text;
}
