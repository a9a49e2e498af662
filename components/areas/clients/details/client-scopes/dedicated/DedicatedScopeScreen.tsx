"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { useClient } from "@/lib/queries/clients";
import { dedicatedScopeTabs } from "../clientScopesTabs";
import { DedicatedMappersTab } from "./DedicatedMappersTab";
import { DedicatedScopeTab } from "./DedicatedScopeTab";

/**
 * /{realm}/clients/{clientId}/clientScopes/dedicated/{mappers|scope}: the client's own mappers and role scope, which
 * Keycloak shows as the scope "{clientId}-dedicated".
 */
export default function DedicatedScopeScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const clientId = useParams({ strict: false, select: (params) => params.clientId ?? "" });
  const [current, openTab] = useRouteTab(dedicatedScopeTabs);
  const canManage = useAccess().hasAny("manage-clients");
  const client = useClient(realm, clientId);
  return (
    <QueryState query={client}>
      {(data) => {
        const readOnly = !(canManage || data.access?.configure);
        return (
          <Box>
            <PageHeader
              title={t("dedicatedScopeName", { clientName: data.clientId ?? "" })}
              subtitle={t("dedicatedScopeDescription")}
            />
            <RouteTabs
              tabs={dedicatedScopeTabs.tabs}
              active={current}
              label={(tab) => t(dedicatedScopeTabs.title(tab))}
              onSelect={openTab}
            >
              {current === "mappers" ? (
                <DedicatedMappersTab realm={realm} client={data} readOnly={readOnly} />
              ) : (
                <DedicatedScopeTab realm={realm} client={data} readOnly={readOnly} />
              )}
            </RouteTabs>
          </Box>
        );
      }}
    </QueryState>
  );
}
