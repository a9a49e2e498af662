"use client";

import { Suspense } from "react";
import { Box } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { usePermissionsTabShown } from "@/components/shared/management-permissions/usePermissionsTabShown";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { usePanelPreload } from "@/components/kit/ui/lazyPanel";
import { useAccess } from "@/lib/console-context";
import { useClient } from "@/lib/queries/clients";
import { ClientHeader } from "./ClientHeader";
import { CLIENT_TAB_PANELS } from "./clientTabPanels";
import { clientHasTab, clientTabs, type ClientTab } from "./clientTabs";

export type ClientDetailsProps = {
  /** A nested route (a tab's own sub-tabs, e.g. clientScopes/evaluate) names its tab itself. */
  tab?: ClientTab;
};

/**
 * A client's header and tabs. Admins who manage clients edit; those who may only view clients (or configure just
 * this one, as its `access` says) see the same screens read-only.
 */
export function ClientDetails({ tab }: ClientDetailsProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const clientId = useParams({ strict: false, select: (params) => params.clientId ?? "" });
  const [routeTab, openTab] = useRouteTab(clientTabs);
  const current = tab ?? routeTab;
  usePanelPreload(CLIENT_TAB_PANELS[current]);
  const canManage = useAccess().hasAny("manage-clients");
  const client = useClient(realm, clientId);
  const permissionsShown = usePermissionsTabShown({ kind: "clients", id: clientId });
  const shown = (name: ClientTab, data: ClientRepresentation) =>
    clientHasTab(data, name) && (name !== "permissions" || permissionsShown);

  return (
    <QueryState query={client}>
      {(data) => {
        const tabs = clientTabs.tabs.filter((name) => shown(name, data));
        const Panel = tabs.includes(current) ? CLIENT_TAB_PANELS[current] : undefined;
        const readOnly = !(canManage || data.access?.configure);
        return (
          <Box>
            <ClientHeader realm={realm} client={data} readOnly={readOnly} />
            <RouteTabs tabs={tabs} active={current} label={(value) => t(clientTabs.title(value))} onSelect={openTab}>
              {Panel ? (
                <Suspense fallback={<LoadingSpinner />}>
                  <Panel realm={realm} client={data} readOnly={readOnly} />
                </Suspense>
              ) : (
                <PageNotFound />
              )}
            </RouteTabs>
          </Box>
        );
      }}
    </QueryState>
  );
}
