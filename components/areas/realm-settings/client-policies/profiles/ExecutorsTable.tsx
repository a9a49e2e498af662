"use client";

import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { NameLink } from "@/components/kit/ui/NameLink";
import { clientPoliciesKeys, EXECUTOR_PROVIDER_TYPE, useSaveClientProfiles } from "@/lib/queries/clientPolicies";
import { ComponentsTable } from "../ComponentsTable";

type ExecutorsTableProps = {
  realm: string;
  profile: ClientProfileRepresentation;
  /** The realm's own profiles, which a change saves as a whole. */
  ownProfiles: ClientProfileRepresentation[];
};

/** A profile's executors: type (to its settings) and what it does; add and remove for an editable profile. */
export function ExecutorsTable({ realm, profile, ownProfiles }: ExecutorsTableProps) {
  const navigate = useNavigate();
  const profileName = profile.name ?? "";
  const types = (profile.executors ?? []).map((e) => e.executor ?? "");
  const save = useSaveClientProfiles(realm, { successKey: "deleteExecutorSuccess", errorKey: "deleteExecutorError" });
  const without = (index: number) =>
    ownProfiles.map((p) =>
      p.name === profileName ? { ...p, executors: (p.executors ?? []).filter((_, i) => i !== index) } : p,
    );
  const toAdd = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$profileName/add-executor",
      params: { realm, profileName },
    });

  return (
    <ComponentsTable
      providerType={EXECUTOR_PROVIDER_TYPE}
      types={types}
      queryKey={clientPoliciesKeys.part(realm, "profiles", profileName, "executors", types)}
      texts={{
        typeColumn: "executorType",
        label: "executors",
        search: "searchExecutor",
        empty: ["emptyExecutors", "emptyExecutorsInstructions"],
        add: "addExecutor",
        confirmDelete: ["deleteExecutorProviderConfirmTitle", "deleteExecutorProviderConfirm"],
      }}
      link={(executorName) => (
        <NameLink
          to="/$realm/realm-settings/client-policies/$profileName/edit-profile/$executorName"
          params={{ realm, profileName, executorName }}
          name={executorName}
        />
      )}
      onAdd={toAdd}
      onDelete={(index) => save.mutateAsync(without(index))}
    />
  );
}
