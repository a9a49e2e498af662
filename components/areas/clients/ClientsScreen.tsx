"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { ClientListPanel } from "./ClientListPanel";
import { clientListTabs, type ClientListTab } from "./clientListTabs";
import { ClientRegistrationPanel } from "./registration/ClientRegistrationPanel";
import { InitialAccessTokensPanel } from "./registration/InitialAccessTokensPanel";

type ClientsScreenProps = {
  /** A nested route (the client registration tab's own sub-tabs) names its tab itself. */
  tab?: ClientListTab;
};

const PANELS: Record<ClientListTab, () => React.JSX.Element> = {
  list: ClientListPanel,
  "initial-access-token": InitialAccessTokensPanel,
  "client-registration": ClientRegistrationPanel,
};

/**
 * /{realm}/clients[/{tab}]: the realm's clients, and for admins who may view clients the initial access tokens and
 * (who may also view the realm) the client registration policies.
 */
export default function ClientsScreen({ tab: nestedTab }: ClientsScreenProps) {
  const t = useTranslations();
  const [routeTab, openTab] = useRouteTab(clientListTabs);
  const access = useAccess();
  const tabs = clientListTabs.tabs.filter((candidate) => {
    if (candidate === "list") return true;
    const viewsClients = access.hasAny("view-clients", "manage-clients");
    // the registration policies are components of the realm, which Keycloak shows to those who may view the realm
    return candidate === "client-registration"
      ? viewsClients && access.hasAny("view-realm", "manage-realm")
      : viewsClients;
  });
  const wanted = nestedTab ?? routeTab;
  const tab = tabs.includes(wanted) ? wanted : "list";
  const Panel = PANELS[tab];
  return (
    <Box>
      <PageHeader title={t("clients")} subtitle={t("clientsExplain")} />
      <RouteTabs tabs={tabs} active={tab} label={(value) => t(clientListTabs.title(value))} onSelect={openTab}>
        <Panel />
      </RouteTabs>
    </Box>
  );
}
