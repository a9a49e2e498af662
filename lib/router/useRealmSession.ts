import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";
import { useI18nControl } from "@/lib/console-context";
import { realmKey } from "@/lib/queries/keys";
import { useRealm } from "@/lib/queries/realms";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRecentRealms } from "@/lib/recentRealms";

/** Drops the cached data of the realm the user just left. */
function useForgetPreviousRealm(realm: string) {
  const queryClient = useQueryClient();
  const previous = useRef(realm);
  useEffect(() => {
    if (previous.current !== realm) queryClient.removeQueries({ queryKey: realmKey(previous.current) });
    previous.current = realm;
  }, [realm, queryClient]);
}

/** Puts the realm first in the recent realms once the server has confirmed it exists. */
function useRememberRealm(realm: RealmRepresentation | null | undefined) {
  const { addRecentRealm } = useRecentRealms();
  const name = realm?.realm;
  const displayName = realm?.displayName;
  useEffect(() => {
    if (name) addRecentRealm({ name, displayName });
  }, [name, displayName, addRecentRealm]);
}

/**
 * A realm page's start: still loading, a realm the server does not have, or the signed-in user in it, with whether
 * the server has answered for the realm yet.
 */
export type RealmSession =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "ready"; whoAmI: WhoAmIRepresentation; realmPending: boolean };

/**
 * Everything a realm page needs before it renders: the signed-in user's locale, the realm itself and the user. A
 * realm the server does not have is said to be missing, whatever whoami answered about it.
 */
export function useRealmSession(realm: string): RealmSession {
  const { setUserLocale } = useI18nControl();
  const whoAmI = useWhoAmI(realm);
  const realmQuery = useRealm(realm);
  useForgetPreviousRealm(realm);
  useRememberRealm(realmQuery.data);

  const locale = whoAmI.data?.locale;
  useEffect(() => setUserLocale(locale || undefined), [locale, setUserLocale]);

  if (realmQuery.data === null) return { status: "missing" };
  if (whoAmI.error) {
    // a realm that does not exist has no whoami either: wait for the realm's answer before failing
    if (realmQuery.isPending) return { status: "loading" };
    throw whoAmI.error;
  }
  return whoAmI.data
    ? { status: "ready", whoAmI: whoAmI.data, realmPending: realmQuery.isPending }
    : { status: "loading" };
}
