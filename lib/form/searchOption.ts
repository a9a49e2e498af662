/** An object found by a server search, as a picker shows it: its id, its name, and a detail beside it (an email). */
export type SearchOption = { value: string; label: string; detail?: string };
