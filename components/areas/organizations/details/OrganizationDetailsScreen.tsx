"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useAccess } from "@/lib/console-context";
import { useOrganization } from "@/lib/queries/organizations";
import { OrganizationAttributesTab } from "./OrganizationAttributesTab";
import { OrganizationHeader } from "./OrganizationHeader";
import { OrganizationIdentityProvidersTab } from "./OrganizationIdentityProvidersTab";
import { OrganizationInvitationsTab } from "./OrganizationInvitationsTab";
import { OrganizationMembersTab } from "./OrganizationMembersTab";
import { OrganizationSettingsTab } from "./OrganizationSettingsTab";
import { organizationTabs } from "./organizationTabs";

/**
 * /{realm}/organizations/{id}/{tab}: one organization's settings, attributes, members, invitations
 * and identity providers.
 * Keycloak lets only realm managers change an organization, so everyone else sees it read-only.
 */
export default function OrganizationDetailsScreen() {
  const t = useTranslations();
  const { realm, id } = useParams({ from: "/$realm/organizations/$id/$tab" });
  const [current, openTab] = useRouteTab(organizationTabs);
  const readOnly = !useAccess().hasAny("manage-realm");
  const organization = useOrganization(realm, id);

  return (
    <QueryState query={organization}>
      {(data) => (
        <Box>
          <OrganizationHeader realm={realm} organization={data} readOnly={readOnly} />
          <RouteTabs
            tabs={organizationTabs.tabs}
            active={current}
            label={(value) => t(organizationTabs.title(value))}
            onSelect={openTab}
          >
            {current === "settings" && (
              <OrganizationSettingsTab realm={realm} organization={data} readOnly={readOnly} />
            )}
            {current === "attributes" && (
              <OrganizationAttributesTab realm={realm} organization={data} readOnly={readOnly} />
            )}
            {current === "members" && <OrganizationMembersTab realm={realm} organization={data} readOnly={readOnly} />}
            {current === "invitations" && (
              <OrganizationInvitationsTab realm={realm} organization={data} readOnly={readOnly} />
            )}
            {current === "identity-providers" && (
              <OrganizationIdentityProvidersTab realm={realm} organization={data} readOnly={readOnly} />
            )}
          </RouteTabs>
        </Box>
      )}
    </QueryState>
  );
}
