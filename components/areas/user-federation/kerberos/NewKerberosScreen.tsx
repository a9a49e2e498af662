"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { KerberosSettingsForm } from "./KerberosSettingsForm";

/** /{realm}/user-federation/kerberos/new: a new Kerberos provider's settings, created on Add. */
export default function NewKerberosScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const realmQuery = useRealm(realm);
  // the spec lets an admin who may only view open the page; the form is then read-only
  return (
    <FormAccess manage={["manage-realm"]}>
      <Box>
        <PageHeader title={t("addKerberosProvider")} />
        <QueryState query={realmQuery}>
          {(data) => <KerberosSettingsForm realm={realm} realmId={data.id ?? ""} />}
        </QueryState>
      </Box>
    </FormAccess>
  );
}
