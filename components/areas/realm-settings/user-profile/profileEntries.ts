import { z } from "@/lib/form/zod";

type Named = { name?: string };

/** The names an entry may not take: those of the other entries. */
export function takenNames(entries: readonly Named[] | undefined, editing: string | undefined): string[] {
  return (entries ?? []).map((entry) => entry.name ?? "").filter((name) => name !== editing);
}

/** The entries with one added at the end, or put in the place of the one it edits. */
export function withEntry<T extends Named>(
  entries: readonly T[] | undefined,
  entry: T,
  editing: string | undefined,
): T[] {
  const list = entries ?? [];
  return editing === undefined
    ? [...list, entry]
    : list.map((existing) => (existing.name === editing ? entry : existing));
}

/** An entry's checks: its name as given (trimmed, required…), and not taken by another entry. */
export function entrySchema(name: z.ZodString, takenNames: readonly string[], takenMessage: string) {
  return z.object({ name: name.refine((value) => !takenNames.includes(value), takenMessage) }).passthrough();
}
