"use client";

import { Stack, Table, Text } from "@chakra-ui/react";
import type { PartialImportResponse } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";

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
        <Table.Root size="sm" stickyHeader aria-label={t("partialImportResults")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("action")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("type")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("id")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.results.map((row) => (
              <Table.Row key={`${row.resourceType}/${row.resourceName}/${row.id}`}>
                <Table.Cell>{ACTION_KEYS[row.action] ? t(ACTION_KEYS[row.action]) : row.action}</Table.Cell>
                <Table.Cell>
                  {TYPE_KEYS[row.resourceType] ? t(TYPE_KEYS[row.resourceType]) : row.resourceType}
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere">{row.resourceName}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.id}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
