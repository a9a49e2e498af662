"use client";
import { useState } from "react";
import { Button, Field, FileUpload } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { parseRealmFile } from "./createRealmForm";

export type RealmFileUploadProps = {
  /** Called with the parsed file, or undefined when the file is removed. */
  onChange(realm: RealmRepresentation | undefined): void;
};

/** Optional realm JSON file whose contents prefill and extend the new realm. */
export function RealmFileUpload({ onChange }: RealmFileUploadProps) {
  const t = useTranslations();
  const [invalid, setInvalid] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) {
      setInvalid(false);
      onChange(undefined);
      return;
    }
    const parsed = parseRealmFile(await file.text());
    setInvalid(parsed instanceof Error);
    onChange(parsed instanceof Error ? undefined : parsed);
  };

  return (
    <Field.Root invalid={invalid}>
      <FileUpload.Root
        accept="application/json"
        maxFiles={1}
        onFileChange={(details) => void read(details.acceptedFiles[0])}
        gap="2"
      >
        <FileUpload.HiddenInput aria-label={t("resourceFile")} />
        <FileUpload.Label>{t("resourceFile")}</FileUpload.Label>
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm">
            {t("browse")}
          </Button>
        </FileUpload.Trigger>
        <FileUpload.List clearable />
      </FileUpload.Root>
      {invalid && <Field.ErrorText>{t("invalidRealmFile")}</Field.ErrorText>}
    </Field.Root>
  );
}
