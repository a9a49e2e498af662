"use client";

import { useState } from "react";
import { Button, Field, FileUpload, Stack, Textarea } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { parseClientJson } from "@/lib/clients/importClient";

export type ClientJsonInputProps = {
  /** Called with each text that parses as a client; text that does not leaves the form as it was. */
  onParsed(client: ClientRepresentation): void;
  readOnly?: boolean;
};

const ERROR_KEYS = { invalidJson: "invalidJsonClient", notAClient: "invalidClientFile" } as const;

/** A client JSON, from a file or pasted; what it holds shows in the text area, and what is wrong under it. */
export function ClientJsonInput({ onParsed, readOnly }: ClientJsonInputProps) {
  const t = useTranslations();
  const [text, setText] = useState("");
  const [error, setError] = useState<keyof typeof ERROR_KEYS>();

  const take = (next: string) => {
    setText(next);
    if (next.trim() === "") return setError(undefined);
    const parsed = parseClientJson(next);
    if ("error" in parsed) return setError(parsed.error);
    setError(undefined);
    onParsed(parsed.client);
  };

  return (
    <Stack gap="3" maxW="2xl">
      <FileUpload.Root
        accept={["application/json", ".json"]}
        maxFiles={1}
        disabled={readOnly}
        onFileAccept={(details) => {
          const file = details.files[0];
          if (file) void file.text().then(take);
        }}
      >
        <FileUpload.HiddenInput aria-label={t("resourceFile")} />
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm">
            {t("browse")}
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Root>
      <Field.Root invalid={!!error} readOnly={readOnly}>
        <Field.Label>{t("resourceFile")}</Field.Label>
        <Textarea
          name="clientJson"
          value={text}
          rows={10}
          fontFamily="mono"
          placeholder={t("pasteClientJson")}
          onChange={(event) => take(event.target.value)}
        />
        {error && <Field.ErrorText>{t(ERROR_KEYS[error])}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
