import { Outlet, useMatches } from "@tanstack/react-router";
import { permissionsIn } from "@/lib/access";
import { Forbidden } from "./Forbidden";
import { LoadingSpinner } from "./LoadingSpinner";
import { deniedPermissions } from "@/lib/router/guard";
import { useRealmName } from "@/lib/router/useRealmName";
import { useRealmSession } from "@/lib/router/useRealmSession";

/** The `$realm` layout: waits for the signed-in user, then shows the page or Forbidden. */
export function RealmLayout() {
  const realm = useRealmName();
  const whoAmI = useRealmSession(realm);
  const rules = useMatches({ select: (matches) => matches.map((match) => match.staticData?.access) });

  if (!whoAmI) return <LoadingSpinner />;
  const denied = deniedPermissions(rules, permissionsIn(whoAmI, realm));
  if (denied) return <Forbidden permissions={denied} />;
  return <Outlet />;
}
