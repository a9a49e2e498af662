"use client";

import { useMemo } from "react";
import { Badge, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";
import type { BruteUser } from "@/lib/queries/users";
import { userStatusLabels } from "./userStatus";

function UsernameLink({ realm, user }: { realm: string; user: BruteUser }) {
  return (
    <NameLink
      name={user.username ?? ""}
      to="/$realm/users/$id/$tab"
      params={{ realm, id: user.id ?? "", tab: "settings" }}
    />
  );
}

function StatusLabels({ user }: { user: BruteUser }) {
  const t = useTranslations();
  return (
    <HStack gap="1" wrap="wrap">
      {userStatusLabels(user).map((label) => (
        <Badge key={label.key} colorPalette={label.color}>
          {t(label.key)}
        </Badge>
      ))}
    </HStack>
  );
}

const text =
  (field: "email" | "lastName" | "firstName") =>
  ({ row }: { row: { original: BruteUser } }) =>
    row.original[field] ?? "";

/** Username (to the user's details), email, last name, first name and status. */
export function useUserColumns(realm: string): DataTableColumn<BruteUser>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "username",
        header: () => t("username"),
        cell: ({ row }) => <UsernameLink realm={realm} user={row.original} />,
      },
      { id: "email", header: () => t("email"), cell: text("email") },
      { id: "lastName", header: () => t("lastName"), cell: text("lastName") },
      { id: "firstName", header: () => t("firstName"), cell: text("firstName") },
      { id: "status", header: () => t("status"), cell: ({ row }) => <StatusLabels user={row.original} /> },
    ],
    [t, realm],
  );
}
