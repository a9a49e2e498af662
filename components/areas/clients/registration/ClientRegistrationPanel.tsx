"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { clientRegistrationTabs } from "./clientRegistrationTabs";
import { RegistrationPoliciesPanel } from "./RegistrationPoliciesPanel";

/** The client registration tab: the policies for anonymous and for authenticated requests, a sub-tab (URL) each. */
export function ClientRegistrationPanel() {
  const t = useTranslations();
  const [kind, openKind] = useRouteTab(clientRegistrationTabs);
  return (
    <RouteTabs
      tabs={clientRegistrationTabs.tabs}
      active={kind}
      label={(value) => t(clientRegistrationTabs.title(value))}
      onSelect={openKind}
    >
      <RegistrationPoliciesPanel kind={kind} />
    </RouteTabs>
  );
}
