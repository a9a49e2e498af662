// Request input becomes object keys (locales, message keys, attribute names). On a plain object "__proto__" reaches
// Object.prototype and "constructor" / "prototype" shadow what code expects to find, so such names are refused, and
// maps keyed by input are made without a prototype.
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function isUnsafeKey(key: string): boolean {
  return UNSAFE_KEYS.has(key);
}

/** the first unsafe key of a record, or undefined */
export function unsafeKeyOf(record: object): string | undefined {
  return Object.keys(record).find(isUnsafeKey);
}

/** a copy of `record` without a prototype, so that no key of it reaches Object.prototype */
export function prototypeFree<T>(record: Record<string, T> = {}): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, record);
}
