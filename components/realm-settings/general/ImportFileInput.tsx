"use client";

import { Button, Field, FileUpload, HStack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { parseImportFile } from "@/lib/realm-settings/partialImportFile";

const ERROR_KEYS = {
  invalidJson: "invalidImportFileJson",
  notARealm: "invalidImportFileRealm",
  unreadable: "importFileUnreadable",
} as const;

export type ChosenFile =
  { name: string; realms: RealmRepresentation[] } | { name: string; error: keyof typeof ERROR_KEYS };

/** The realm export to import from: its name once chosen, and why it cannot be used when it cannot. */
export function ImportFileInput({ file, onChange }: { file?: ChosenFile; onChange(file: ChosenFile): void }) {
  const t = useTranslations();
  const error = file && "error" in file ? file.error : undefined;
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t("resourceFile")}</Field.Label>
      <FileUpload.Root
        accept={["application/json", ".json"]}
        maxFiles={1}
        onFileAccept={(details) => {
          const chosen = details.files[0];
          if (!chosen) return;
          void chosen.text().then(
            (text) => onChange({ name: chosen.name, ...parseImportFile(text) }),
            () => onChange({ name: chosen.name, error: "unreadable" }),
          );
        }}
      >
        <FileUpload.HiddenInput aria-label={t("resourceFile")} />
        <HStack gap="3">
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm">
              {t("browse")}
            </Button>
          </FileUpload.Trigger>
          <Text color={file ? undefined : "fg.muted"}>{file ? file.name : t("noImportFileChosen")}</Text>
        </HStack>
      </FileUpload.Root>
      {error && <Field.ErrorText>{t(ERROR_KEYS[error])}</Field.ErrorText>}
    </Field.Root>
  );
}
