"use client";

import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { DataTableColumn } from "@/components/kit/data-table";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { isOfflineSession, type RealmSession } from "@/lib/queries/sessions";
import { SessionClients } from "./SessionClients";

type Translate = (key: string) => string;

/** The realm sessions' columns: user (to the user's sessions), type, started, last access, IP address, clients. */
export function sessionColumns(t: Translate, realm: string): DataTableColumn<RealmSession>[] {
  return [
    {
      id: "username",
      header: () => t("user"),
      cell: ({ row }) =>
        row.original.userId ? (
          <ChakraLink asChild colorPalette="blue">
            <Link to="/$realm/users/$id/$tab" params={{ realm, id: row.original.userId, tab: "sessions" }}>
              {row.original.username}
            </Link>
          </ChakraLink>
        ) : (
          row.original.username
        ),
    },
    {
      id: "type",
      header: () => t("type"),
      cell: ({ row }) => t(isOfflineSession(row.original) ? "offline" : "regularSSO"),
    },
    { id: "start", header: () => t("started"), cell: ({ row }) => <FormattedDate time={row.original.start} /> },
    {
      id: "lastAccess",
      header: () => t("lastAccess"),
      cell: ({ row }) => <FormattedDate time={row.original.lastAccess} />,
    },
    { id: "ipAddress", header: () => t("ipAddress"), cell: ({ row }) => row.original.ipAddress ?? "" },
    {
      id: "clients",
      header: () => t("clients"),
      cell: ({ row }) => <SessionClients realm={realm} session={row.original} />,
    },
  ];
}
