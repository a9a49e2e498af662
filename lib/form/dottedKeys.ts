// react-hook-form reads dots in field names as nesting, so keys such as "saml.signature.algorithm"
// in config and attribute maps are stored under a substitute character while in the form.
const DOT_SUBSTITUTE = "🍺";

export function toFormKey(key: string): string {
  return key.replaceAll(".", DOT_SUBSTITUTE);
}

export function fromFormKey(key: string): string {
  return key.replaceAll(DOT_SUBSTITUTE, ".");
}

/** Renames a map's keys for use as form values; values are kept as they are. */
export function encodeKeys<V>(map: Record<string, V> | undefined): Record<string, V> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([key, value]) => [toFormKey(key), value]));
}

/** Reverses encodeKeys. */
export function decodeKeys<V>(map: Record<string, V> | undefined): Record<string, V> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([key, value]) => [fromFormKey(key), value]));
}
