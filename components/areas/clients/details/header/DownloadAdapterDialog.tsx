"use client";

import { useState } from "react";
import { Button, Dialog, Field, HStack, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/ui/QueryError";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useServerInfo } from "@/lib/console-context";
import { useAdapterConfig } from "@/lib/queries/clients";
import { CopyButton } from "@/components/kit/ui/CopyButton";
import { downloadFile } from "@/lib/download";

export type DownloadAdapterDialogProps = {
  realm: string;
  client: ClientRepresentation;
  open: boolean;
  onClose(): void;
};

/** The client's adapter configuration in each format the server offers for its protocol: read, copy, download. */
export function DownloadAdapterDialog({ realm, client, open, onClose }: DownloadAdapterDialogProps) {
  const t = useTranslations();
  const providers = useServerInfo().clientInstallations?.[client.protocol ?? "openid-connect"] ?? [];
  const [providerId, setProviderId] = useState(providers[0]?.id ?? "");
  const provider = providers.find((candidate) => candidate.id === providerId);
  const config = useAdapterConfig(realm, client.id!, open ? providerId : "");
  const text = config.data ?? "";

  return (
    <DialogFrame
      open={open}
      size="lg"
      title={t("downloadAdaptorTitle")}
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t("cancel")}</Button>
          </Dialog.ActionTrigger>
          <PrimaryButton
            disabled={!provider || !config.data}
            onClick={() => {
              if (provider) downloadFile(provider.filename, text, provider.mediaType);
              onClose();
            }}
          >
            {t("download")}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t("formatOption")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={providerId} onChange={(event) => setProviderId(event.target.value)}>
              {providers.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.displayType}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {provider?.helpText && <Field.HelperText>{provider.helpText}</Field.HelperText>}
        </Field.Root>
        {config.isError ? (
          <QueryError query={config} messageKey="adapterConfigLoadError" />
        ) : (
          <Field.Root readOnly>
            <HStack justify="space-between" w="full">
              <Field.Label>{t("details")}</Field.Label>
              <CopyButton text={text} label={t("details")} />
            </HStack>
            <Textarea value={text} readOnly rows={14} fontFamily="mono" fontSize="sm" aria-busy={config.isLoading} />
          </Field.Root>
        )}
        {providers.length === 0 && <Text color="fg.muted">{t("noInstallationFormats")}</Text>}
      </Stack>
    </DialogFrame>
  );
}
