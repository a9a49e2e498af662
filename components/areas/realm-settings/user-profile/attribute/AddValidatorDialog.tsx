"use client";

import { useEffect, useMemo } from "react";
import { Text } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { RadioGroupField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { configValuesSchema } from "@/lib/dynamic-config/configSchema";
import type { ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { z } from "@/lib/form/zod";
import type { ValidatorEntry } from "./attributeForm";
import { fromValidatorFormValues, toValidatorFormValues } from "./validatorConfig";

type ValidatorForm = { id: string; config: ConfigFormValues };

type AddValidatorDialogProps = {
  realm: string;
  /** The validators the attribute does not have yet. */
  validators: readonly ComponentTypeRepresentation[];
  onAdd(entry: ValidatorEntry): void;
  onClose(): void;
};

/** Chooses one of the server's validators and fills in its configuration from its declared properties. */
export function AddValidatorDialog({ realm, validators, onAdd, onClose }: AddValidatorDialogProps) {
  const t = useTranslations();
  const schema = useMemo(
    () =>
      z
        .object({ id: z.string().min(1, t("required")), config: z.record(z.string(), z.any()) })
        .superRefine((v, ctx) => {
          const properties = validators.find((type) => type.id === v.id)?.properties ?? [];
          const result = configValuesSchema(properties, {
            required: t("required"),
            tooSmall: (min) => t("valueTooSmall", { min }),
          }).safeParse(v.config);
          if (!result.success)
            for (const issue of result.error.issues)
              ctx.addIssue({ ...issue, path: ["config", ...issue.path] } as never);
        }),
    [t, validators],
  );
  const form = useForm<ValidatorForm>({
    defaultValues: { id: "", config: {} },
    resolver: zodResolver(schema as never) as unknown as Resolver<ValidatorForm>,
    mode: "onChange",
  });
  const id = useWatch({ control: form.control, name: "id" });
  const chosen = validators.find((type) => type.id === id);
  const properties = useMemo(() => chosen?.properties ?? [], [chosen]);
  // each validator starts from its own declared defaults
  useEffect(() => form.setValue("config", toValidatorFormValues(properties)), [form, properties]);

  return (
    <FormDialog<ValidatorForm>
      open
      title={t("addValidator")}
      form={form}
      submitLabel={t("add")}
      onClose={onClose}
      onSubmit={async (values) => onAdd({ id: values.id, config: fromValidatorFormValues(properties, values.config) })}
    >
      {/* radios rather than a select: the typeahead a long select becomes opens outside the dialog */}
      <RadioGroupField name="id" label={t("validatorType")} required options={validators.map((type) => type.id)} />
      {chosen?.helpText && <Text color="fg.muted">{chosen.helpText}</Text>}
      <DynamicConfigFields<ValidatorForm> key={id} properties={properties} realm={realm} />
    </FormDialog>
  );
}
