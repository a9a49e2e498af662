"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { USER_STORAGE_PROVIDER_TYPE } from "@/lib/queries/components";
import { useRealm } from "@/lib/queries/realms";
import { useUserStorageProvider } from "@/lib/queries/userFederation";
import { providerLabel } from "../providerLabel";
import { ProviderHeader } from "../shared/ProviderHeader";
import { CustomProviderForm } from "./CustomProviderForm";

/** /{realm}/user-federation/{providerId}/new and /{providerId}/{id}: a provider of any other user-storage type. */
export default function CustomProviderScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { providerId = "", id } = useParams({ strict: false });
  const type = useServerInfo().componentTypes?.[USER_STORAGE_PROVIDER_TYPE]?.find((known) => known.id === providerId);
  const realmQuery = useRealm(realm);
  const provider = useUserStorageProvider(realm, id);
  if (!type) return <PageNotFound />;
  const properties = (type.properties ?? []) as ConfigProperty[];
  const form = (realmId: string, stored?: ComponentRepresentation) => (
    <CustomProviderForm
      realm={realm}
      realmId={realmId}
      providerId={providerId}
      properties={properties}
      stored={stored}
    />
  );

  if (id === undefined) {
    return (
      <Box>
        <PageHeader title={t("addProvider", { provider: providerLabel(providerId) })} />
        <QueryState query={realmQuery}>{(data) => form(data.id ?? "")}</QueryState>
      </Box>
    );
  }
  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={provider}>
        {(stored) =>
          stored.providerId !== providerId ? (
            <PageNotFound />
          ) : (
            <Box>
              <ProviderHeader realm={realm} provider={stored} />
              {form(stored.parentId ?? "", stored)}
            </Box>
          )
        }
      </QueryState>
    </FormAccess>
  );
}
