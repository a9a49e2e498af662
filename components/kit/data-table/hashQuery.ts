// The console routes live in the URL hash ("#/master/users?page=2"); table state goes into the query part
// of the hash so it survives reloads, shared links and back/forward.
export const HASH_QUERY_EVENT = "console-hash-query";

export function readHashQuery(hash: string = window.location.hash): URLSearchParams {
  const start = hash.indexOf("?");
  return new URLSearchParams(start >= 0 ? hash.slice(start + 1) : "");
}

/** Replaces the hash query without a navigation, keeping the history entry's state (the router's bookkeeping). */
export function writeHashQuery(params: URLSearchParams): void {
  const { hash, pathname, search } = window.location;
  const start = hash.indexOf("?");
  const path = start >= 0 ? hash.slice(0, start) : hash;
  const query = params.toString();
  const nextHash = `${path || "#"}${query ? `?${query}` : ""}`;
  if (nextHash === hash) return;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${nextHash}`);
  window.dispatchEvent(new Event(HASH_QUERY_EVENT));
}

export function subscribeHashQuery(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  window.addEventListener(HASH_QUERY_EVENT, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(HASH_QUERY_EVENT, onChange);
  };
}
