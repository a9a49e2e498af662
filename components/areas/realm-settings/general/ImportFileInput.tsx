"use client";

import { useTranslations } from "next-intl";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { JsonFileField } from "@/components/kit/form";
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
    <JsonFileField
      label={t("resourceFile")}
      required
      fileName={file?.name}
      error={error && t(ERROR_KEYS[error])}
      onRead={(name, text) =>
        onChange({ name, ...(text === undefined ? { error: "unreadable" } : parseImportFile(text)) })
      }
    />
  );
}
