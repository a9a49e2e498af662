"use client";

import { FormProvider } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useComponentConfigEdit } from "@/components/shared/dynamic-config/useComponentConfigEdit";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { namedConfigSchema, toNamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { useAddKeyProvider } from "@/lib/queries/keyProviders";
import { KeyProviderFields } from "./KeyProviderFields";
import { fromKeyProviderValues } from "./keyProviderForm";

type AddKeyProviderDialogProps = {
  realm: string;
  realmId: string;
  providerId: string;
  properties: readonly ConfigProperty[];
  onClose(): void;
};

/** Adds a key provider of the chosen type; the server makes its key. */
export function AddKeyProviderDialog({ realm, realmId, providerId, properties, onClose }: AddKeyProviderDialogProps) {
  const t = useTranslations();
  const { form } = useComponentConfigEdit({
    properties,
    schema: namedConfigSchema,
    toValues: (stored) => toNamedConfigValues(properties, providerId, stored),
  });
  const add = useAddKeyProvider(realm);
  return (
    <FormProvider {...form}>
      <FormDialog
        open
        title={t("addProviderOfType", { type: providerId })}
        form={form}
        submitLabel={t("add")}
        onSubmit={(values) => add.mutateAsync(fromKeyProviderValues(properties, providerId, realmId, values))}
        onClose={onClose}
      >
        <KeyProviderFields realm={realm} properties={properties} />
      </FormDialog>
    </FormProvider>
  );
}
