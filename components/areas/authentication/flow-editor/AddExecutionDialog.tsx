"use client";

import { useMemo, useState } from "react";
import { Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { RadioGroupField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { QueryState } from "@/components/kit/screen/QueryState";
import { isConditionProvider } from "@/lib/authentication/executionTree";
import { z } from "@/lib/form/zod";
import { useAddExecution, useProviders, type ProviderKind } from "@/lib/queries/authenticationFlowEditor";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";

type AddExecutionForm = { provider: string };

export type AddExecutionDialogProps = {
  realm: string;
  flow: AuthenticationFlowRepresentation;
  /** The flow or sub-flow the step is added to, by alias. */
  parent: string;
  kind: ProviderKind;
  /** Conditions only, or every provider but them. */
  conditions: boolean;
  onClose(): void;
};

/** Adds a step or a condition at the end of a flow: the server's providers, searchable by name and description. */
export function AddExecutionDialog({ realm, flow, parent, kind, conditions, onClose }: AddExecutionDialogProps) {
  const t = useTranslations();
  const providers = useProviders(realm, kind, true);
  const add = useAddExecution(realm, flow);
  const [search, setSearch] = useState("");
  const form = useForm<AddExecutionForm>({
    defaultValues: { provider: "" },
    resolver: zodResolver(z.object({ provider: z.string().min(1, t("required")) })),
    mode: "onChange",
  });
  const title = t(conditions ? "addConditionTo" : "addExecutionTo", { flow: parent });
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (providers.data ?? [])
      .filter((p) => isConditionProvider(p.id) === conditions)
      .filter((p) => !needle || `${p.displayName ?? ""} ${p.description ?? ""} ${p.id}`.toLowerCase().includes(needle))
      .sort((a, b) => (a.displayName ?? a.id ?? "").localeCompare(b.displayName ?? b.id ?? ""));
  }, [providers.data, search, conditions]);

  return (
    <FormDialog<AddExecutionForm>
      open
      title={title}
      form={form}
      submitLabel={t("add")}
      onClose={onClose}
      onSubmit={({ provider }) => add.mutateAsync({ parent, provider })}
    >
      <Input
        type="search"
        aria-label={t("searchProviders")}
        placeholder={t("searchProviders")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState query={providers}>
        {() =>
          matching.length === 0 ? (
            <Text color="fg.muted">{t("noSearchResults")}</Text>
          ) : (
            <RadioGroupField<AddExecutionForm>
              name="provider"
              label={t("provider")}
              required
              options={matching.map((p) => ({
                value: p.id ?? "",
                label: p.description ? `${p.displayName ?? p.id} — ${p.description}` : (p.displayName ?? p.id ?? ""),
              }))}
            />
          )
        }
      </QueryState>
    </FormDialog>
  );
}
