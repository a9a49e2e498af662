"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useUserStorageProvider } from "@/lib/queries/userFederation";
import { ProviderHeader } from "../shared/ProviderHeader";
import { KerberosSettingsForm } from "./KerberosSettingsForm";

/** /{realm}/user-federation/kerberos/{id}: a Kerberos provider's settings. */
export default function KerberosDetailsScreen() {
  const { realm, id } = useParams({ from: "/$realm/user-federation/kerberos/$id" });
  const provider = useUserStorageProvider(realm, id);
  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={provider}>
        {(stored) =>
          stored.providerId !== "kerberos" ? (
            <PageNotFound />
          ) : (
            <Box>
              <ProviderHeader realm={realm} provider={stored} />
              <KerberosSettingsForm realm={realm} realmId={stored.parentId ?? ""} stored={stored} />
            </Box>
          )
        }
      </QueryState>
    </FormAccess>
  );
}
