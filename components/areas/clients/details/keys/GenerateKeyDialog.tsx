"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Stack, Text } from "@chakra-ui/react";
import { SelectField, TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { useServerInfo } from "@/lib/console-context";
import { useGenerateAndDownloadKey, type CertificateAttr } from "@/lib/queries/clients";
import { downloadFile } from "@/lib/download";

export type GenerateKeyDialogProps = {
  realm: string;
  clientId: string;
  attr: CertificateAttr;
  open: boolean;
  onClose(): void;
};

type KeystoreValues = { format: string; keyAlias: string; keyPassword: string; storePassword: string };

const extension = (format: string) => (format.toUpperCase() === "PKCS12" ? "p12" : format.toLowerCase());

/**
 * Generates a new key pair as Keycloak's console does: the private key exists only in the keystore the browser
 * downloads, the server keeps the certificate.
 */
export function GenerateKeyDialog({ realm, clientId, attr, open, onClose }: GenerateKeyDialogProps) {
  const t = useTranslations();
  const formats = useServerInfo().cryptoInfo?.supportedKeystoreTypes ?? [];
  const generate = useGenerateAndDownloadKey(realm, clientId, attr);
  const form = useForm<KeystoreValues>({
    defaultValues: { format: formats[0] ?? "", keyAlias: "", keyPassword: "", storePassword: "" },
    mode: "onChange",
  });

  const submit = async (values: KeystoreValues) => {
    const keystore = await generate.mutateAsync(values);
    downloadFile(`keystore.${extension(values.format)}`, keystore, "application/octet-stream");
  };

  return (
    <FormDialog
      open={open}
      title={t("generateKeys")}
      form={form}
      submitLabel={t("generate")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>{t("generateKeysDescription")}</Text>
        <SelectField name="format" label={t("archiveFormat")} required options={formats} />
        <TextField name="keyAlias" label={t("keyAlias")} required autoComplete="off" />
        <TextField name="keyPassword" label={t("keyPassword")} type="password" required autoComplete="new-password" />
        <TextField
          name="storePassword"
          label={t("storePassword")}
          type="password"
          required
          autoComplete="new-password"
        />
      </Stack>
    </FormDialog>
  );
}
