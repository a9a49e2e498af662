// Keycloak's "*" wildcards in search terms and event filters, matched in linear time: a regular expression built from
// "a*a*a*…b" backtracks for minutes on a long value, and any admin can send one.

/**
 * A test for `pattern`, where "*" stands for any run of characters. With `wholeValue` the pattern must cover the value
 * to its end, else a value that begins with a match is enough.
 */
export function globMatcher(pattern: string, wholeValue: boolean): (value: string) => boolean {
  const parts = pattern.split("*");
  const head = parts[0];
  const tail = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const middle = parts.slice(1, -1).filter(Boolean);
  return (value) => {
    if (tail === undefined) return wholeValue ? value === head : value.startsWith(head);
    if (!value.startsWith(head)) return false;
    let at = head.length;
    // each part at its leftmost place leaves the most room for the ones after it
    for (const part of middle) {
      const found = value.indexOf(part, at);
      if (found < 0) return false;
      at = found + part.length;
    }
    if (!wholeValue) return value.indexOf(tail, at) >= 0;
    return value.length - tail.length >= at && value.endsWith(tail);
  };
}
