"use client";

import { useMemo } from "react";
import { Text } from "@chakra-ui/react";
import type AuthenticatorConfigInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigInfoRepresentation.js";
import type AuthenticatorConfigRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { QueryState } from "@/components/kit/screen/QueryState";
import type { ExecutionNode } from "@/lib/authentication/executionTree";
import { configValuesSchema } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { z } from "@/lib/form/zod";
import { useAuthenticatorConfig, useConfigDescription, useSaveConfig } from "@/lib/queries/authenticationFlowEditor";

type ConfigForm = { alias: string; config: ConfigFormValues };

export type ConfigDialogProps = {
  realm: string;
  flow: AuthenticationFlowRepresentation;
  node: ExecutionNode;
  readOnly: boolean;
  onClose(): void;
};

/** An execution's authenticator config: loads its description and stored values, then the form. */
export function ConfigDialog(props: ConfigDialogProps) {
  const { realm, node } = props;
  const description = useConfigDescription(realm, node.execution.providerId ?? "");
  const stored = useAuthenticatorConfig(realm, node.execution.authenticationConfig);
  if (node.execution.authenticationConfig)
    return (
      <QueryState query={description}>
        {(info) => (
          <QueryState query={stored}>
            {(config) => <ConfigFormDialog {...props} info={info} stored={config} />}
          </QueryState>
        )}
      </QueryState>
    );
  return <QueryState query={description}>{(info) => <ConfigFormDialog {...props} info={info} />}</QueryState>;
}

type ConfigFormDialogProps = ConfigDialogProps & {
  info: AuthenticatorConfigInfoRepresentation;
  stored?: AuthenticatorConfigRepresentation;
};

/** Alias (fixed once saved, as in Keycloak) and the provider's properties on the dynamic form. */
function ConfigFormDialog({ realm, flow, node, readOnly, onClose, info, stored }: ConfigFormDialogProps) {
  const t = useTranslations();
  const save = useSaveConfig(realm, flow);
  const properties = useMemo(() => info.properties ?? [], [info]);
  const schema = useMemo(
    () =>
      z.object({
        alias: z.string().trim().min(1, t("required")),
        config: configValuesSchema(properties, {
          required: t("required"),
          tooSmall: (min) => t("valueTooSmall", { min }),
        }),
      }),
    [properties, t],
  );
  const form = useForm<ConfigForm>({
    defaultValues: { alias: stored?.alias ?? "", config: toConfigFormValues(properties, stored?.config) },
    resolver: zodResolver(schema as never) as unknown as Resolver<ConfigForm>,
    mode: "onChange",
  });
  const name = node.execution.displayName ?? node.execution.providerId ?? "";

  return (
    <FormDialog<ConfigForm>
      open
      title={t("executionConfigTitle", { name })}
      form={form}
      submitLabel={t("save")}
      review={stored !== undefined}
      onClose={onClose}
      onSubmit={async (values) => {
        if (readOnly) return;
        await save.mutateAsync({
          executionId: node.id,
          config: {
            ...stored,
            alias: values.alias.trim(),
            config: fromConfigFormValues(properties, values.config, "mapper") as Record<string, string>,
          },
        });
      }}
    >
      {info.helpText && <Text color="fg.muted">{info.helpText}</Text>}
      <TextField<ConfigForm> name="alias" label={t("alias")} required readOnly={readOnly || stored !== undefined} />
      <DynamicConfigFields<ConfigForm>
        properties={properties}
        realm={realm}
        control={form.control}
        readOnly={readOnly}
      />
    </FormDialog>
  );
}
