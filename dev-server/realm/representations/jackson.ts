// Zod schemas that read JSON as Keycloak's Jackson reads a representation: any field may be null; a string field
// takes a number or a boolean as its text; a boolean takes true/false in any case or a number (0 is false); an
// integer takes a numeric string and drops a fraction; a list or map never takes a single value; an object or array
// where a scalar belongs is refused. Unknown fields pass through. Fields are bounded as Keycloak's columns bound them.
import { z } from "zod";

/** ids, names, aliases, usernames, URLs and descriptions: Keycloak's VARCHAR(255) columns */
export const NAME_MAX = 255;
/** attribute values, config values and other texts */
export const TEXT_MAX = 16 * 1024;

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** a string field of at most `max` characters */
export const text = (max = NAME_MAX) => scalar.transform(String).pipe(z.string().max(max)).nullish();

/** Jackson's boolean coercion */
export const flag = () =>
  z
    .union([
      z.boolean(),
      z.number().transform((n) => n !== 0),
      z.string().transform((s, ctx) => {
        const lower = s.toLowerCase();
        if (lower === "true" || lower === "false") return lower === "true";
        ctx.addIssue({ code: "custom", message: "not a boolean" });
        return z.NEVER;
      }),
    ])
    .nullish();

const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*$/)
    .transform(Number),
]);

/** a Java int */
export const int = () => numeric.transform(Math.trunc).pipe(z.number().min(INT_MIN).max(INT_MAX)).nullish();

/** a Java long (timestamps): as exact as a JSON number gets */
export const long = () =>
  numeric.transform(Math.trunc).pipe(z.number().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)).nullish();

/** a List of `item` */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

/** a body that is a list of `item`, as role mappings and add-models are */
export const bodyList = <T extends z.ZodType>(item: T) => z.array(item);

/** a Map from string keys to `value` */
export const map = <T extends z.ZodType>(value: T) => z.record(z.string().max(NAME_MAX), value).nullish();

/** a Map<String, String>, as client and client-scope attributes and mapper configs are */
export const textMap = () => map(text(TEXT_MAX));

/** a Map<String, List<String>>, as user, group, role and organization attributes and component configs are */
export const textListMap = () => map(list(text(TEXT_MAX)));

/** how Jackson may hand a field of type V to the server: its value or null, nested objects unchecked here */
type Read<V> = V extends string
  ? string
  : V extends number
    ? number
    : V extends boolean
      ? boolean
      : V extends (infer E)[]
        ? (Read<E> | null | undefined)[]
        : unknown;

/** a field schema for each field of the representation T that is checked; only T's own fields may be named */
export type Fields<T> = { [K in keyof T]?: z.ZodType<Read<NonNullable<T[K]>> | null | undefined> };

/** a representation's schema: an object whose named fields are checked and whose other fields pass through */
export const representation = <T>(fields: Fields<T>) => z.looseObject(fields as z.ZodRawShape);

/** a nested representation, which may also be null */
export const nested = <T>(fields: Fields<T>) => representation(fields).nullish();
