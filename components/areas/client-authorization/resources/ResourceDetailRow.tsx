"use client";

import { DataList, Text } from "@chakra-ui/react";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useResourcePermissions } from "@/lib/queries/authorization";

const joined = (values: (string | undefined)[]) => values.filter(Boolean).join(", ");

/** What an expanded resource row shows: URIs, scopes, type, owner, and the permissions that apply to it. */
export function ResourceDetailRow({
  realm,
  clientId,
  resource,
}: {
  realm: string;
  clientId: string;
  resource: ResourceRepresentation;
}) {
  const t = useTranslations();
  const permissions = useResourcePermissions(realm, clientId, resource._id ?? "");
  const none = t("noneSet");
  return (
    <DataList.Root orientation="horizontal" size="sm" py="2">
      <DataList.Item>
        <DataList.ItemLabel>{t("uris")}</DataList.ItemLabel>
        <DataList.ItemValue>{joined(resource.uris ?? []) || none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("authorizationScopes")}</DataList.ItemLabel>
        <DataList.ItemValue>{joined((resource.scopes ?? []).map((scope) => scope.name)) || none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("type")}</DataList.ItemLabel>
        <DataList.ItemValue>{resource.type || none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("owner")}</DataList.ItemLabel>
        <DataList.ItemValue>{resource.owner?.name ?? none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("associatedPermissions")}</DataList.ItemLabel>
        <DataList.ItemValue>
          {permissions.isError ? (
            <QueryError query={permissions} />
          ) : (
            <Text>{joined((permissions.data ?? []).map((permission) => permission.name)) || none}</Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
