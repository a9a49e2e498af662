"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import { usePermissionsTabShown } from "@/components/shared/management-permissions/usePermissionsTabShown";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { useIdentityProvider, useUpdateIdentityProvider } from "@/lib/queries/identityProviders";
import { IdentityProviderForm } from "../form/IdentityProviderForm";
import { identityProviderTabs } from "../identityProviderTabs";
import { IdentityProviderHeader } from "./IdentityProviderHeader";
import { IdentityProviderMappersTab } from "./IdentityProviderMappersTab";

/**
 * /{realm}/identity-providers/{providerId}/{alias}/{tab}: a provider's settings, mappers and, with fine-grained admin
 * permissions, its permissions.
 */
export default function IdentityProviderDetailsScreen() {
  const t = useTranslations();
  const { realm, alias } = useParams({ from: "/$realm/identity-providers/$providerId/$alias/$tab" });
  const [current, openTab] = useRouteTab(identityProviderTabs);
  const canManage = useAccess().hasAny("manage-identity-providers");
  const provider = useIdentityProvider(realm, alias);
  const update = useUpdateIdentityProvider(realm, alias);
  const permissionsShown = usePermissionsTabShown({ kind: "identityProviders", alias });
  const tabs = identityProviderTabs.tabs.filter((name) => name !== "permissions" || permissionsShown);
  if (!tabs.includes(current)) return <PageNotFound />;

  return (
    <QueryState query={provider}>
      {(data) => (
        <Box>
          <IdentityProviderHeader realm={realm} provider={data} canManage={canManage} />
          <RouteTabs tabs={tabs} active={current} label={(value) => t(value)} onSelect={openTab}>
            {current === "settings" && (
              <IdentityProviderForm
                realm={realm}
                provider={data}
                stored
                readOnly={!canManage}
                save={update.mutateAsync}
              />
            )}
            {current === "mappers" && (
              <IdentityProviderMappersTab realm={realm} provider={data} canManage={canManage} />
            )}
            {current === "permissions" && (
              <ManagementPermissionsTab realm={realm} target={{ kind: "identityProviders", alias }} />
            )}
          </RouteTabs>
        </Box>
      )}
    </QueryState>
  );
}
