"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { LdapSettingsForm } from "./LdapSettingsForm";

/** /{realm}/user-federation/ldap/new: a new LDAP provider's settings, created on Add. */
export default function NewLdapScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const realmQuery = useRealm(realm);
  // the spec lets an admin who may only view open the page; the form is then read-only
  const readOnly = !useAccess().hasAny("manage-realm");
  return (
    <Box>
      <PageHeader title={t("addLdapProvider")} />
      <QueryState query={realmQuery}>
        {(data) => <LdapSettingsForm realm={realm} realmId={data.id ?? ""} readOnly={readOnly} />}
      </QueryState>
    </Box>
  );
}
