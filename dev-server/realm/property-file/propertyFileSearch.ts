// A user search reaches the property files too, as the guide's provider answers searchForUserStream: usernames that
// start with the search (or equal it in quotes) are imported before the realm's users are searched, a page at most.
import type { RealmData } from "../../store/model.js";
import { invalidateUserIndex } from "../userIndex.js";
import { enabledPropertyFileProviders } from "./propertyFileConfig.js";
import { importFileUser } from "./propertyFileLogin.js";
import { readProviderUsers } from "./propertyFileUsers.js";

function usernameMatcher(search: string): ((username: string) => boolean) | undefined {
  const term = search.trim().toLowerCase();
  if (term.length >= 2 && term.startsWith('"') && term.endsWith('"')) {
    const exact = term.slice(1, -1);
    return (username) => username === exact;
  }
  const prefix = term.replaceAll("*", "");
  return term ? (username) => username.startsWith(prefix) : undefined;
}

/** how many users it imported; `limit` bounds them as the list's page does */
export function importFileSearchMatches(
  realm: RealmData,
  search: string,
  limit: number,
  folder: string | undefined,
): number {
  const matches = usernameMatcher(search);
  const providers = enabledPropertyFileProviders(realm);
  // the realm's usernames are gathered only when a file may add to them: a search runs this on every keystroke
  if (!matches || providers.length === 0) return 0;
  const known = new Set([...realm.users.values()].map((user) => user.username));
  let imported = 0;
  for (const provider of providers) {
    const found = [...readProviderUsers(folder, provider).keys()].filter((name) => matches(name) && !known.has(name));
    for (const username of found.sort()) {
      if (imported >= limit) break;
      importFileUser(realm, provider, username);
      known.add(username);
      imported++;
    }
  }
  if (imported) invalidateUserIndex(realm);
  return imported;
}
