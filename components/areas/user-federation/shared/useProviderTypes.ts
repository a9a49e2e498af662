"use client";

import { useServerInfo } from "@/lib/console-context";
import { USER_STORAGE_PROVIDER_TYPE } from "@/lib/queries/components";

const FIRST = ["ldap", "kerberos"];
const rank = (id: string) => (FIRST.includes(id) ? FIRST.indexOf(id) : FIRST.length);

/** The user-storage provider types the server offers: LDAP and Kerberos first, then the others by name. */
export function useProviderTypes(): string[] {
  const types = useServerInfo().componentTypes?.[USER_STORAGE_PROVIDER_TYPE] ?? [];
  return types.map((type) => type.id).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
