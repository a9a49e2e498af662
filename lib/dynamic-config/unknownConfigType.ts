const warned = new Set<string>();

/** Says once per type, in the console log, that a property type has no field of its own and shows as text. */
export function warnUnknownConfigType(type: string | undefined): void {
  const name = type ?? "(none)";
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`No field for config property type "${name}"; it is shown as a text field.`);
}
