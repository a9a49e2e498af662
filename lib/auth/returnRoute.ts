/**
 * The hash route survives the login round trip in the OIDC `state`: the redirect URI has no fragment
 * (the server answers in the query), so the route the user asked for would otherwise be lost.
 */
export function currentRoute(location: Pick<Location, "hash"> = window.location): string {
  return location.hash;
}

function isRoute(state: unknown): state is string {
  return typeof state === "string" && state.startsWith("#");
}

/** Drops `?code=&state=` from the address and puts back the route carried in `state`. */
export function restoreRoute(state: unknown, location: Pick<Location, "pathname" | "hash"> = window.location): void {
  const route = isRoute(state) ? state : location.hash;
  window.history.replaceState(window.history.state, "", location.pathname + route);
}
