// A realm file or import that cannot be read as a realm: the store refuses it with what was wrong.
export class SeedError extends Error {}

export function need(cond: unknown, what: string): asserts cond {
  if (!cond) throw new SeedError(what);
}
