import { lazy, Suspense } from "react";
import { Outlet, useMatches } from "@tanstack/react-router";
import { permissionsIn } from "@/lib/access";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { deniedPermissions } from "@/lib/router/guard";
import { useRealmName } from "@/lib/router/useRealmName";
import { useRealmSession } from "@/lib/router/useRealmSession";

// only an admin who opens a page they may not see needs it, so it is no first-load code
const Forbidden = lazy(() => import("./Forbidden").then(({ Forbidden }) => ({ default: Forbidden })));

/** The `$realm` layout: waits for the signed-in user, then shows the page or Forbidden. */
export function RealmLayout() {
  const realm = useRealmName();
  const whoAmI = useRealmSession(realm);
  const rules = useMatches({ select: (matches) => matches.map((match) => match.staticData?.access) });

  if (!whoAmI) return <LoadingSpinner />;
  const denied = deniedPermissions(rules, permissionsIn(whoAmI, realm));
  if (denied)
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <Forbidden permissions={denied} />
      </Suspense>
    );
  return <Outlet />;
}
