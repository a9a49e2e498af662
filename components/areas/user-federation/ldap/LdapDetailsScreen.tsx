"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useUserStorageProvider } from "@/lib/queries/userFederation";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { LdapMappersTab } from "../mappers/LdapMappersTab";
import { LdapHeader } from "./LdapHeader";
import { LdapSettingsForm } from "./LdapSettingsForm";
import { ldapTabs } from "./ldapTabs";

/** /{realm}/user-federation/ldap/{id}/{tab}: an LDAP provider's settings and mappers. */
export default function LdapDetailsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const id = useParams({ strict: false, select: (params) => params.id ?? "" });
  const [current, openTab] = useRouteTab(ldapTabs);
  const provider = useUserStorageProvider(realm, id);
  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={provider}>
        {(stored) =>
          stored.providerId !== "ldap" ? (
            <PageNotFound />
          ) : (
            <Box>
              <LdapHeader realm={realm} provider={stored} />
              <RouteTabs
                tabs={ldapTabs.tabs}
                active={current}
                label={(value) => t(ldapTabs.title(value))}
                onSelect={openTab}
              >
                {current === "settings" && (
                  <LdapSettingsForm realm={realm} realmId={stored.parentId ?? ""} stored={stored} />
                )}
                {current === "mappers" && <LdapMappersTab realm={realm} providerId={id} />}
              </RouteTabs>
            </Box>
          )
        }
      </QueryState>
    </FormAccess>
  );
}
