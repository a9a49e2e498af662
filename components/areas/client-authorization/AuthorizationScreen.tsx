"use client";

import { Suspense } from "react";
import { Box, Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { usePanelPreload } from "@/components/kit/ui/lazyPanel";
import { useClient } from "@/lib/queries/clients";
import { AUTHORIZATION_PANELS } from "./authorizationPanels";
import { authorizationTabs } from "./authorizationTabs";
import { useAuthzContext } from "./shared/useAuthzContext";

/**
 * /{realm}/clients/{clientId}/authorization/{tab}: the client's authorization services, one tab per part. A client
 * without authorization services enabled has none: not found.
 */
export default function AuthorizationScreen() {
  const t = useTranslations();
  const { realm, clientId, readOnly } = useAuthzContext();
  const [tab, openTab] = useRouteTab(authorizationTabs);
  const client = useClient(realm, clientId);
  const Panel = AUTHORIZATION_PANELS[tab];
  usePanelPreload(Panel);

  return (
    <QueryState query={client}>
      {(data) =>
        data.authorizationServicesEnabled ? (
          <Box>
            <PageHeader
              title={data.clientId ?? ""}
              subtitle={t("authorization")}
              actions={
                <Button asChild size="sm" variant="outline">
                  <Link to="/$realm/clients/$clientId/$tab" params={{ realm, clientId, tab: "settings" }}>
                    {t("clientDetails")}
                  </Link>
                </Button>
              }
            />
            <Box px="6">
              <RouteTabs
                tabs={authorizationTabs.tabs}
                active={tab}
                label={(value) => t(authorizationTabs.title(value))}
                onSelect={openTab}
              >
                <Suspense fallback={<LoadingSpinner />}>
                  <Panel realm={realm} clientId={clientId} client={data} readOnly={readOnly} />
                </Suspense>
              </RouteTabs>
            </Box>
          </Box>
        ) : (
          <PageNotFound />
        )
      }
    </QueryState>
  );
}
