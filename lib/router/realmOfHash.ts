/** The realm a hash route names ("#/acme/users" → "acme"); empty when it names none. */
export function realmOfHash(hash: string): string {
  const segment = hash.replace(/^#\/?/, "").split(/[/?]/)[0];
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}
