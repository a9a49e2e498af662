"use client";

import { useFormContext } from "react-hook-form";
import { useImportIdentityProviderConfig, type ProviderMetadataSource } from "@/lib/queries/identityProviders";
import type { IdentityProviderFormValues } from "./identityProviderForm";

/**
 * Reads a provider's metadata through the server (import-config) and puts the settings it answers into the form,
 * where they stay editable and unsaved until the user saves. A failure raises the mutation's alert and changes nothing.
 */
export function useConfigImport(realm: string) {
  const form = useFormContext<IdentityProviderFormValues>();
  const importConfig = useImportIdentityProviderConfig(realm);
  const run = async (source: ProviderMetadataSource) => {
    const config = await importConfig.mutateAsync(source).catch(() => undefined);
    for (const [key, value] of Object.entries(config ?? {}))
      form.setValue(`config.${key}`, String(value), { shouldDirty: true, shouldValidate: true });
  };
  return { run, pending: importConfig.isPending };
}
