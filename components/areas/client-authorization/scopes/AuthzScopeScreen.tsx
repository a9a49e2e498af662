"use client";

import { useParams } from "@tanstack/react-router";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/kit/form";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAuthzScope, useSaveAuthzScope } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useAuthzForm } from "../shared/useAuthzForm";
import { useAuthzContext } from "../shared/useAuthzContext";

type ScopeValues = { name: string; displayName: string; iconUri: string };

const toValues = (scope: ScopeRepresentation): ScopeValues => ({
  name: scope.name ?? "",
  displayName: scope.displayName ?? "",
  iconUri: scope.iconUri ?? "",
});

/** .../authorization/scope/new and .../scope/{scopeId}: an authorization scope's name, display name and icon. */
export default function AuthzScopeScreen() {
  const context = useAuthzContext();
  const { scopeId } = useParams({ strict: false });
  const scope = useAuthzScope(context.realm, context.clientId, scopeId);
  if (!scopeId) return <ScopeForm {...context} initial={toValues({})} />;
  return (
    <QueryState query={scope}>
      {(data) => <ScopeForm {...context} scopeId={scopeId} initial={toValues(data)} />}
    </QueryState>
  );
}

type ScopeFormProps = { realm: string; clientId: string; readOnly: boolean; scopeId?: string; initial: ScopeValues };

function ScopeForm({ realm, clientId, readOnly, scopeId, initial }: ScopeFormProps) {
  const t = useTranslations();
  const saveScope = useSaveAuthzScope(realm, clientId);
  const { edit, back } = useAuthzForm({
    realm,
    clientId,
    readOnly,
    initial,
    tab: "scopes",
    save: (values: ScopeValues) =>
      saveScope.mutateAsync({
        id: scopeId,
        scope: { name: values.name.trim(), displayName: values.displayName, iconUri: values.iconUri.trim() },
      }),
    errorKey: "updateScopeError",
    created: scopeId
      ? undefined
      : {
          to: "/$realm/clients/$clientId/authorization/scope/$scopeId",
          params: (id) => ({ realm, clientId, scopeId: id }),
        },
  });

  return (
    <AuthzFormFrame
      title={scopeId ? initial.name : t("createAuthorizationScope")}
      subtitle={t("authorizationScopeDetails")}
      edit={edit}
      isNew={!scopeId}
      onCancel={back}
    >
      <TextField name="name" label={t("name")} required />
      <TextField name="displayName" label={t("displayName")} />
      <TextField name="iconUri" label={t("iconUri")} />
    </AuthzFormFrame>
  );
}
