"use client";

import { useCallback, useMemo } from "react";
import { useParams } from "@tanstack/react-router";
import { useEnvironment } from "@/lib/core-context";
import { hasAccess, permissionsIn, type AccessRule } from "@/lib/access";
import { useWhoAmI } from "@/lib/queries/whoami";

/** The current realm's permissions (whoami realm_access[realm]) and checks against them. */
export function useAccess(): {
  permissions: string[];
  hasAccess(rule: AccessRule): boolean;
  hasAny(...permissions: string[]): boolean;
} {
  const env = useEnvironment();
  const params = useParams({ strict: false });
  const realm = params.realm ?? env.realm;
  const { data: whoAmI } = useWhoAmI(realm);
  const permissions = useMemo(() => permissionsIn(whoAmI, realm), [whoAmI, realm]);
  const check = useCallback((rule: AccessRule) => hasAccess(rule, permissions), [permissions]);
  const hasAny = useCallback((...wanted: string[]) => wanted.some((p) => permissions.includes(p)), [permissions]);
  return { permissions, hasAccess: check, hasAny };
}
