"use client";

import { useState } from "react";
import { Field, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** The CSV to read: the file chosen or the text pasted last; pasting drops a chosen file. */
export function useCsvSource() {
  const [file, setFile] = useState<File>();
  const [text, setText] = useState("");
  // a new key gives a new, empty file input: its value cannot be set otherwise
  const [fileInputKey, setFileInputKey] = useState(0);
  return {
    file,
    setFile,
    text,
    setText: (value: string) => {
      setText(value);
      if (file) {
        setFile(undefined);
        setFileInputKey((key) => key + 1);
      }
    },
    fileInputKey,
    filled: file !== undefined || text.trim() !== "",
    input: (): File | string | undefined => file ?? (text.trim() ? text : undefined),
  };
}

export type CsvSource = ReturnType<typeof useCsvSource>;

/** The import's first step: choose a CSV file or paste its text; the first line names the columns. */
export function CsvSourceStep({ source }: { source: CsvSource }) {
  const t = useTranslations();
  return (
    <Stack gap="4">
      <Text>{t("csvSourceExplain")}</Text>
      <Field.Root>
        <Field.Label>{t("csvFile")}</Field.Label>
        <Input
          key={source.fileInputKey}
          type="file"
          accept=".csv,text/csv,text/plain"
          p="1"
          onChange={(event) => source.setFile(event.target.files?.[0])}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t("csvPaste")}</Field.Label>
        <Textarea
          rows={8}
          fontFamily="mono"
          value={source.text}
          onChange={(event) => source.setText(event.target.value)}
        />
        <Field.HelperText>{t("csvPasteHelp")}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
