"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { CLIENT_REGISTRATION_TAB_TITLES, clientRegistrationTabs } from "./clientRegistrationTabs";
import { RegistrationPoliciesPanel } from "./RegistrationPoliciesPanel";

/** The client registration tab: the policies for anonymous and for authenticated requests, a sub-tab (URL) each. */
export function ClientRegistrationPanel() {
  const t = useTranslations();
  const [kind, openKind] = useRouteTab(clientRegistrationTabs);
  return (
    <RouteTabs
      tabs={clientRegistrationTabs.tabs}
      active={kind}
      label={(value) => t(CLIENT_REGISTRATION_TAB_TITLES[value])}
      onSelect={openKind}
    >
      <RegistrationPoliciesPanel kind={kind} />
    </RouteTabs>
  );
}
