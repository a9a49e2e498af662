import { consolePageUrl } from "@/lib/auth/userManager";

/** Loads the console page afresh, without the query (an old login response) or the hash route. */
export function reloadConsolePage(): void {
  window.location.assign(consolePageUrl());
}

/** Reloads the page as it is. */
export function reloadPage(): void {
  window.location.reload();
}
