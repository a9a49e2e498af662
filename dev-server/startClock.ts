// What the dev server's "ready in" counts from: the process's start, unless `npm start` (scripts/start.ts) built the
// console first in the same process and marked where the server's own start began, so the build is not counted.
const MARK = "dev server start";

export function markServerStart(): void {
  performance.mark(MARK);
}

/** milliseconds since the dev server's start began */
export function sinceServerStart(): number {
  return performance.now() - (performance.getEntriesByName(MARK).at(-1)?.startTime ?? 0);
}
