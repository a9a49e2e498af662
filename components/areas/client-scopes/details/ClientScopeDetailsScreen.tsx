"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { useClientScope } from "@/lib/queries/clientScopes";
import { ClientScopeHeader } from "./ClientScopeHeader";
import { ClientScopeMappersTab } from "./ClientScopeMappersTab";
import { ClientScopeSettingsTab } from "./ClientScopeSettingsTab";
import { clientScopeTabs } from "./clientScopeTabs";

/** /{realm}/client-scopes/{id}/{tab}: a client scope's settings, protocol mappers and role scope mappings. */
export default function ClientScopeDetailsScreen() {
  const t = useTranslations();
  const { realm, id } = useParams({ from: "/$realm/client-scopes/$id/$tab" });
  const [current, openTab] = useRouteTab(clientScopeTabs);
  const { hasAny } = useAccess();
  const readOnly = !hasAny("manage-clients");
  const scope = useClientScope(realm, id);

  return (
    <QueryState query={scope}>
      {(data) => (
        <Box>
          <ClientScopeHeader realm={realm} scope={data} canManage={!readOnly} />
          <RouteTabs
            tabs={clientScopeTabs.tabs}
            active={current}
            label={(value) => t(clientScopeTabs.title(value))}
            onSelect={openTab}
          >
            {current === "settings" && (
              <ClientScopeSettingsTab
                realm={realm}
                scope={data}
                readOnly={readOnly}
                canChangeType={!readOnly && hasAny("manage-realm")}
              />
            )}
            {current === "mappers" && <ClientScopeMappersTab realm={realm} scope={data} readOnly={readOnly} />}
            {current === "scope" && (
              <Box py="6">
                <RoleMapping realm={realm} kind="clientScopes" id={id} />
              </Box>
            )}
          </RouteTabs>
        </Box>
      )}
    </QueryState>
  );
}
