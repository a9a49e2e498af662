import type { ServerResponse } from "node:http";

/**
 * Next's build names every file under _next/static by its content, so a browser may keep those for a year without
 * asking again; anything else (the logo, the inline-script hashes) may change under the same name.
 */
export function setCacheHeaders(res: ServerResponse, path: string): void {
  res.setHeader("Cache-Control", cacheControlFor(path));
}

export function cacheControlFor(path: string): string {
  return /(^|[\\/])_next[\\/]static[\\/]/.test(path) ? IMMUTABLE : "no-cache";
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
