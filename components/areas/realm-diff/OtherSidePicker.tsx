"use client";

import { Field, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FileDropField, SearchSelect } from "@/components/kit/form";
import { useRealmNames, type RealmNameRepresentation } from "@/lib/queries/realms";

const useMatches = (search: string) => useRealmNames({ first: 0, max: 20, search });

export type OtherSidePickerProps = {
  realm?: string;
  onRealm(realm: string | undefined): void;
  file?: File;
  fileError?: string;
  onFile(file: File | undefined): void;
};

/** The other side of the diff: a realm of the same server, or a realm exported to a JSON file. */
export function OtherSidePicker({ realm, onRealm, file, fileError, onFile }: OtherSidePickerProps) {
  const t = useTranslations();
  return (
    <Stack gap="4" maxW="2xl">
      <SearchSelect<RealmNameRepresentation>
        value={realm ? { name: realm } : undefined}
        onChange={(chosen) => onRealm(chosen?.name)}
        useMatches={useMatches}
        idOf={(item) => item.name}
        labelOf={(item) => item.name}
        label={t("realmDiffOtherRealm")}
        placeholder={t("realmDiffOtherRealmPlaceholder")}
      />
      <Text color="fg.muted">{t("realmDiffOrFile")}</Text>
      <Field.Root invalid={!!fileError}>
        <FileDropField
          label={t("realmDiffFile")}
          accept={["application/json", ".json"]}
          file={file}
          onChange={onFile}
        />
        {fileError && <Field.ErrorText>{fileError}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
