"use client";

import type { ReactNode } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FormAccess } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";

type NewProviderScreenProps = {
  /** Message key of the page title. */
  titleKey: string;
  /** The provider's settings form, given the realm's name and id (the new component's parent). */
  form(realm: string, realmId: string): ReactNode;
};

/** A new provider's settings (LDAP, Kerberos), created on Add. */
export function NewProviderScreen({ titleKey, form }: NewProviderScreenProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const realmQuery = useRealm(realm);
  // the spec lets an admin who may only view open the page; the form is then read-only
  return (
    <FormAccess manage={["manage-realm"]}>
      <Box>
        <PageHeader title={t(titleKey)} />
        <QueryState query={realmQuery}>{(data) => form(realm, data.id ?? "")}</QueryState>
      </Box>
    </FormAccess>
  );
}
