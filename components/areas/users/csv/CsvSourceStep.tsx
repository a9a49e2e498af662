"use client";

import { useState } from "react";
import { Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FileDropField } from "@/components/kit/form";

/** The CSV to read: the file chosen or the text pasted last; pasting drops a chosen file. */
export function useCsvSource() {
  const [file, setFile] = useState<File>();
  const [text, setText] = useState("");
  return {
    file,
    setFile,
    text,
    setText: (value: string) => {
      setText(value);
      setFile(undefined);
    },
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
      <FileDropField
        label={t("csvFile")}
        accept={[".csv", "text/csv", "text/plain"]}
        file={source.file}
        onChange={source.setFile}
      />
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
