"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button, FileUpload, Stack } from "@chakra-ui/react";
import { SelectField, TextAreaField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { KEY_IMPORT_FORMATS, useUploadCertificate, type CertificateAttr, type KeyUpload } from "@/lib/queries/clients";

export type ImportKeyDialogProps = {
  realm: string;
  clientId: string;
  attr: CertificateAttr;
  /** SAML keeps no JSON Web Key Set. */
  formats?: readonly KeyUpload["format"][];
  open: boolean;
  onClose(): void;
};

/** Uploads a certificate, public key or JWKS (a file, or its text pasted) as the client's key for `attr`. */
export function ImportKeyDialog({
  realm,
  clientId,
  attr,
  formats = KEY_IMPORT_FORMATS,
  open,
  onClose,
}: ImportKeyDialogProps) {
  const t = useTranslations();
  const upload = useUploadCertificate(realm, clientId, attr);
  const form = useForm<KeyUpload>({ defaultValues: { format: formats[0], file: "" }, mode: "onChange" });

  const readFile = async (files: File[]) => {
    const file = files[0];
    if (file) form.setValue("file", await file.text(), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <FormDialog
      open={open}
      title={t("importKey")}
      form={form}
      submitLabel={t("import")}
      onSubmit={(values) => upload.mutateAsync(values)}
      onClose={onClose}
    >
      <Stack gap="4">
        <SelectField name="format" label={t("archiveFormat")} required options={[...formats]} />
        <FileUpload.Root
          accept={[".pem", ".crt", ".cer", ".key", ".json", ".jwks", "text/plain"]}
          onFileAccept={({ files }) => void readFile(files)}
        >
          <FileUpload.HiddenInput />
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm">
              {t("chooseFile")}
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
        <TextAreaField name="file" label={t("importFile")} helperText={t("importFileHelp")} required />
      </Stack>
    </FormDialog>
  );
}
