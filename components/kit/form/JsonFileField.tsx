"use client";

import { Button, Field, FileUpload, HStack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type JsonFileFieldProps = {
  label: string;
  /** The chosen file's name, once there is one. */
  fileName?: string;
  /** Why the chosen file cannot be used, translated. */
  error?: string;
  required?: boolean;
  /** The chosen file's text, or undefined when the browser could not read it. */
  onRead(name: string, text: string | undefined): void;
};

/** One JSON file to import, chosen from the disk: its name once chosen, and why it cannot be used when it cannot. */
export function JsonFileField({ label, fileName, error, required, onRead }: JsonFileFieldProps) {
  const t = useTranslations();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}</Field.Label>
      <FileUpload.Root
        accept={["application/json", ".json"]}
        maxFiles={1}
        onFileAccept={(details) => {
          const chosen = details.files[0];
          if (!chosen) return;
          void chosen.text().then(
            (text) => onRead(chosen.name, text),
            () => onRead(chosen.name, undefined),
          );
        }}
      >
        <FileUpload.HiddenInput aria-label={label} />
        <HStack gap="3">
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm">
              {t("browse")}
            </Button>
          </FileUpload.Trigger>
          <Text color={fileName ? undefined : "fg.muted"}>{fileName ?? t("noImportFileChosen")}</Text>
        </HStack>
      </FileUpload.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
