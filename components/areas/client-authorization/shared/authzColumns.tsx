"use client";

import { useMemo, type ReactNode } from "react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";
import { isPolicyType, POLICY_TYPE_TITLES } from "@/lib/authorization/policyTypes";

type Translate = ReturnType<typeof useTranslations>;

/** The first column: each row's name, linking to its form. */
function nameColumn<T extends { name?: string }>(
  t: Translate,
  link: (row: T, name: string) => ReactNode,
): DataTableColumn<T> {
  return { id: "name", header: () => t("name"), cell: ({ row }) => link(row.original, row.original.name ?? "") };
}

/** A text column headed by the message key named as the column. */
function textColumn<T extends object>(
  t: Translate,
  id: string,
  text: (row: T) => string | undefined,
): DataTableColumn<T> {
  return { id, header: () => t(id), cell: ({ row }) => text(row.original) ?? "" };
}

/**
 * The four sub-resource tables' columns, as Keycloak's console lists them: resources (display name, type), scopes
 * (display name), policies and permissions (type, description).
 */
export function useAuthzColumns(realm: string, clientId: string) {
  const t = useTranslations();
  return useMemo(() => {
    const policyType = (type = "") => (isPolicyType(type) ? t(POLICY_TYPE_TITLES[type]) : type);
    const permissionType = (type?: string) => t(type === "scope" ? "scopeBasedPermission" : "resourceBasedPermission");
    const resources: DataTableColumn<ResourceRepresentation>[] = [
      nameColumn<ResourceRepresentation>(t, (resource, name) => (
        <NameLink
          name={name}
          to="/$realm/clients/$clientId/authorization/resource/$resourceId"
          params={{ realm, clientId, resourceId: resource._id ?? "" }}
        />
      )),
      textColumn<ResourceRepresentation>(t, "displayName", (resource) => resource.displayName),
      textColumn<ResourceRepresentation>(t, "type", (resource) => resource.type),
    ];
    const scopes: DataTableColumn<ScopeRepresentation>[] = [
      nameColumn<ScopeRepresentation>(t, (scope, name) => (
        <NameLink
          name={name}
          to="/$realm/clients/$clientId/authorization/scope/$scopeId"
          params={{ realm, clientId, scopeId: scope.id ?? "" }}
        />
      )),
      textColumn<ScopeRepresentation>(t, "displayName", (scope) => scope.displayName),
    ];
    const policies: DataTableColumn<PolicyRepresentation>[] = [
      nameColumn<PolicyRepresentation>(t, (policy, name) => (
        <NameLink
          name={name}
          to="/$realm/clients/$clientId/authorization/policy/$policyId/$policyType"
          params={{ realm, clientId, policyId: policy.id ?? "", policyType: policy.type ?? "" }}
        />
      )),
      textColumn<PolicyRepresentation>(t, "type", (policy) => policyType(policy.type)),
      textColumn<PolicyRepresentation>(t, "description", (policy) => policy.description),
    ];
    const permissions: DataTableColumn<PolicyRepresentation>[] = [
      nameColumn<PolicyRepresentation>(t, (permission, name) => (
        <NameLink
          name={name}
          to="/$realm/clients/$clientId/authorization/permission/$permissionType/$permissionId"
          params={{ realm, clientId, permissionType: permission.type ?? "", permissionId: permission.id ?? "" }}
        />
      )),
      textColumn<PolicyRepresentation>(t, "type", (permission) => permissionType(permission.type)),
      textColumn<PolicyRepresentation>(t, "description", (permission) => permission.description),
    ];
    return { resources, scopes, policies, permissions };
  }, [t, realm, clientId]);
}
