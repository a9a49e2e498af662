"use client";

import { FormProvider } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { useAddKeyProvider } from "@/lib/queries/keyProviders";
import { KeyProviderFields } from "./KeyProviderFields";
import { fromKeyProviderValues } from "./keyProviderForm";
import { useKeyProviderForm } from "./useKeyProviderForm";

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
  const form = useKeyProviderForm(properties, providerId);
  const add = useAddKeyProvider(realm);
  return (
    <FormProvider {...form}>
      <FormDialog
        open
        title={t("addProviderOfType", { type: providerId })}
        form={form}
        submitLabel={t("add")}
        allowNonDirty
        onSubmit={(values) => add.mutateAsync(fromKeyProviderValues(properties, providerId, realmId, values))}
        onClose={onClose}
      >
        <KeyProviderFields realm={realm} properties={properties} />
      </FormDialog>
    </FormProvider>
  );
}
