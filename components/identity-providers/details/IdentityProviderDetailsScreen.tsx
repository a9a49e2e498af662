"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/QueryState";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRouteTab } from "@/components/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { useIdentityProvider, useUpdateIdentityProvider } from "@/lib/queries/identityProviders";
import { IdentityProviderForm } from "../form/IdentityProviderForm";
import { identityProviderTabs } from "../identityProviderTabs";
import { IdentityProviderHeader } from "./IdentityProviderHeader";
import { IdentityProviderMappersTab } from "./IdentityProviderMappersTab";

/** /{realm}/identity-providers/{providerId}/{alias}/{tab}: a provider's settings and mappers. */
export default function IdentityProviderDetailsScreen() {
  const t = useTranslations();
  const { realm, alias } = useParams({ from: "/$realm/identity-providers/$providerId/$alias/$tab" });
  const [current, openTab] = useRouteTab(identityProviderTabs);
  const canManage = useAccess().hasAny("manage-identity-providers");
  const provider = useIdentityProvider(realm, alias);
  const update = useUpdateIdentityProvider(realm, alias);

  return (
    <QueryState query={provider}>
      {(data) => (
        <Box>
          <IdentityProviderHeader realm={realm} provider={data} canManage={canManage} />
          <RouteTabs tabs={identityProviderTabs.tabs} active={current} label={(value) => t(value)} onSelect={openTab}>
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
          </RouteTabs>
        </Box>
      )}
    </QueryState>
  );
}
