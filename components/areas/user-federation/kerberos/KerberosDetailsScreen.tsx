"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { useUserStorageProvider } from "@/lib/queries/userFederation";
import { ProviderHeader } from "../shared/ProviderHeader";
import { KerberosSettingsForm } from "./KerberosSettingsForm";

/** /{realm}/user-federation/kerberos/{id}: a Kerberos provider's settings. */
export default function KerberosDetailsScreen() {
  const { realm, id } = useParams({ from: "/$realm/user-federation/kerberos/$id" });
  const readOnly = !useAccess().hasAny("manage-realm");
  const provider = useUserStorageProvider(realm, id);
  return (
    <QueryState query={provider}>
      {(stored) =>
        stored.providerId !== "kerberos" ? (
          <PageNotFound />
        ) : (
          <Box>
            <ProviderHeader realm={realm} provider={stored} readOnly={readOnly} />
            <KerberosSettingsForm realm={realm} realmId={stored.parentId ?? ""} stored={stored} readOnly={readOnly} />
          </Box>
        )
      }
    </QueryState>
  );
}
