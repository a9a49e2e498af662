"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import type { ClientTabProps } from "../clientTabs";
import { clientScopesTabs } from "./clientScopesTabs";
import { ClientScopesSetup } from "./ClientScopesSetup";
import { EvaluateScopes } from "./evaluate/EvaluateScopes";

/**
 * A client's client scopes: what is assigned (setup) and what a token would hold (evaluate). The details tab itself
 * (/clients/{id}/clientScopes) names no sub-tab and shows the setup.
 */
export default function ClientScopesTab({ realm, client, readOnly }: ClientTabProps) {
  const t = useTranslations();
  const [current, openTab] = useRouteTab(clientScopesTabs);
  return (
    <Box py="4">
      <RouteTabs
        tabs={clientScopesTabs.tabs}
        active={current}
        label={(tab) => t(clientScopesTabs.title(tab))}
        onSelect={openTab}
      >
        {current === "setup" ? (
          <ClientScopesSetup realm={realm} client={client} readOnly={readOnly} />
        ) : (
          <EvaluateScopes realm={realm} client={client} />
        )}
      </RouteTabs>
    </Box>
  );
}
