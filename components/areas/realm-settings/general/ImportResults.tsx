"use client";

import { Stack, Table, Text } from "@chakra-ui/react";
import type { PartialImportResponse } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";

const ACTION_KEYS: Record<string, string> = {
  ADDED: "importAdded",
  SKIPPED: "importSkipped",
  OVERWRITTEN: "importOverwritten",
};

const TYPE_KEYS: Record<string, string> = {
  USER: "users",
  CLIENT: "clients",
  GROUP: "groups",
  REALM_ROLE: "realmRoles",
  CLIENT_ROLE: "clientRoles",
  IDP: "identityProviders",
};

/** What a partial import did: the totals, then one row per resource as the server reports it. */
export function ImportResults({ result }: { result: PartialImportResponse }) {
  const t = useTranslations();
  return (
    <Stack gap="4">
      <Text role="status">
        {t("partialImportTotals", {
          added: result.added,
          skipped: result.skipped,
          overwritten: result.overwritten,
        })}
      </Text>
      <Table.ScrollArea borderWidth="1px" maxH="sm">
        <SimpleTable
          stickyHeader
          label={t("partialImportResults")}
          rows={result.results}
          rowKey={(row) => `${row.resourceType}/${row.resourceName}/${row.id}`}
          columns={[
            { headerKey: "action", cell: (row) => (ACTION_KEYS[row.action] ? t(ACTION_KEYS[row.action]) : row.action) },
            {
              headerKey: "type",
              cell: (row) => (TYPE_KEYS[row.resourceType] ? t(TYPE_KEYS[row.resourceType]) : row.resourceType),
            },
            { headerKey: "name", cell: (row) => row.resourceName, cellProps: { overflowWrap: "anywhere" } },
            { headerKey: "id", cell: (row) => row.id, cellProps: { fontFamily: "mono", fontSize: "xs" } },
          ]}
        />
      </Table.ScrollArea>
    </Stack>
  );
}
