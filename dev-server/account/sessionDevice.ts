// A session's device as the account page names it, read from the User-Agent its login came with, as Keycloak's
// device activity names it: the browser and its major version, and the operating system.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg\/(\d+)/, "Edge"],
  [/\bFirefox\/(\d+)/, "Firefox"],
  [/\bChrome\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[^]*\bSafari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad)\b/, "iOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome 126 / Linux", or undefined for a User-Agent that names no browser this knows */
export function deviceLabel(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = BROWSERS.map(([re, name]) => [re.exec(userAgent), name] as const).find(([m]) => m);
  if (!browser) return undefined;
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} / ${system}` : name;
}
