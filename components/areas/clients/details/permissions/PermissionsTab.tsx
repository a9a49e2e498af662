"use client";

import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import type { ClientTabProps } from "../clientTabs";

/** The client's fine-grained admin permissions; who may switch them is the server's manage-clients check. */
export default function PermissionsTab({ realm, client }: ClientTabProps) {
  return <ManagementPermissionsTab realm={realm} target={{ kind: "clients", id: client.id ?? "" }} />;
}
