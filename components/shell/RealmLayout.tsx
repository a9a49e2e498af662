import { lazy, Suspense } from "react";
import { Outlet, useMatches } from "@tanstack/react-router";
import { permissionsIn } from "@/lib/access";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { deniedPermissions } from "@/lib/router/guard";
import { useRealmName } from "@/lib/router/useRealmName";
import { useRealmSession } from "@/lib/router/useRealmSession";

// only an admin who opens a page they may not see needs these, so they are no first-load code
const Forbidden = lazy(() => import("./Forbidden").then(({ Forbidden }) => ({ default: Forbidden })));
const RealmNotFound = lazy(() => import("./RealmNotFound").then(({ RealmNotFound }) => ({ default: RealmNotFound })));

/**
 * The `$realm` layout: waits for the signed-in user, then shows the page, Forbidden, or, for a realm the server does
 * not have (the admin holds no role in it either), that the realm does not exist.
 */
export function RealmLayout() {
  const realm = useRealmName();
  const session = useRealmSession(realm);
  const rules = useMatches({ select: (matches) => matches.map((match) => match.staticData?.access) });

  if (session.status === "missing")
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <RealmNotFound realm={realm} />
      </Suspense>
    );
  if (session.status === "loading") return <LoadingSpinner />;
  const denied = deniedPermissions(rules, permissionsIn(session.whoAmI, realm));
  // no role in the realm may mean no such realm: the server says which before Forbidden is shown
  if (denied && session.realmPending) return <LoadingSpinner />;
  if (denied)
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <Forbidden permissions={denied} />
      </Suspense>
    );
  return <Outlet />;
}
