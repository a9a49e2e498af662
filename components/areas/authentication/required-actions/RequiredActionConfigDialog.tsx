"use client";

import { useState } from "react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { QueryState } from "@/components/kit/screen/QueryState";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import type { ConfigProperty, MapperConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema } from "@/lib/dynamic-config/configSchema";
import {
  configErrorFieldName,
  fromConfigFormValues,
  toConfigFormValues,
  type ConfigFormValues,
} from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import { z } from "@/lib/form/zod";
import { useRequiredActionConfig, useSaveRequiredActionConfig } from "@/lib/queries/authenticationFlows";

type Values = { config: ConfigFormValues };

export type RequiredActionConfigDialogProps = {
  realm: string;
  /** The action being configured; none keeps the dialog closed. */
  action?: { alias: string; name: string };
  readOnly: boolean;
  onClose(): void;
};

type FormProps = Omit<RequiredActionConfigDialogProps, "action"> & {
  action: { alias: string; name: string };
  properties: ConfigProperty[];
  config: MapperConfig;
};

function ConfigForm({ realm, action, properties, config, readOnly, onClose }: FormProps) {
  const t = useTranslations();
  const save = useSaveRequiredActionConfig(realm);
  const [schema] = useState(() =>
    z.object({
      config: configValuesSchema(properties, {
        required: t("required"),
        tooSmall: (min) => t("valueTooSmall", { min }),
      }),
    }),
  );
  const form = useForm<Values>({
    defaultValues: { config: toConfigFormValues(properties, config) },
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    mode: "onChange",
  });
  const title = t("requiredActionConfig", { name: action.name });
  if (readOnly)
    return (
      <DialogFrame
        open
        title={title}
        onClose={onClose}
        footer={<PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>}
      >
        <DynamicConfigFields<Values> properties={properties} realm={realm} readOnly />
      </DialogFrame>
    );
  return (
    <FormDialog<Values>
      open
      title={title}
      form={form}
      submitLabel={t("save")}
      onSubmit={(values) =>
        save.mutateAsync({
          alias: action.alias,
          config: fromConfigFormValues(properties, values.config, "mapper") as MapperConfig,
        })
      }
      // the server names the property; its field sits under the form's config object
      onError={(error) => applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config"))}
      onClose={onClose}
    >
      <DynamicConfigFields<Values> properties={properties} realm={realm} />
    </FormDialog>
  );
}

/** A required action's configuration from the properties its provider describes, saved as a whole. */
export function RequiredActionConfigDialog({ realm, action, readOnly, onClose }: RequiredActionConfigDialogProps) {
  const t = useTranslations();
  const query = useRequiredActionConfig(realm, action?.alias);
  // nothing shows while it loads: swapping a loading dialog for the form's would close it as focus leaves the first
  if (!action || query.isPending) return null;
  if (query.isError)
    return (
      <DialogFrame
        open
        title={t("requiredActionConfig", { name: action.name })}
        onClose={onClose}
        footer={<PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>}
      >
        <QueryState query={query}>{() => null}</QueryState>
      </DialogFrame>
    );
  return (
    <ConfigForm
      key={action.alias}
      realm={realm}
      action={action}
      properties={query.data.properties as ConfigProperty[]}
      config={query.data.config}
      readOnly={readOnly}
      onClose={onClose}
    />
  );
}
