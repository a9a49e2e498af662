// The differences between two normalised answers, one line each, named by where they are in the body.

export function differences(ours: unknown, theirs: unknown, at = "body"): string[] {
  if (Object.is(ours, theirs)) return [];
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    const lines = ours.length === theirs.length ? [] : [`${at}: ${ours.length} items, Keycloak ${theirs.length}`];
    for (let i = 0; i < Math.min(ours.length, theirs.length); i++)
      lines.push(...differences(ours[i], theirs[i], `${at}[${i}]`));
    return lines;
  }
  if (isRecord(ours) && isRecord(theirs)) {
    const lines: string[] = [];
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const where = `${at}.${key}`;
      if (!(key in theirs)) lines.push(`${where}: dev server ${show(ours[key])}, Keycloak has none`);
      else if (!(key in ours)) lines.push(`${where}: dev server has none, Keycloak ${show(theirs[key])}`);
      else lines.push(...differences(ours[key], theirs[key], where));
    }
    return lines;
  }
  return [`${at}: dev server ${show(ours)}, Keycloak ${show(theirs)}`];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? "undefined" : text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
