"use client";

import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { KeyValueField, SelectField } from "@/components/kit/form";
import { INPUT_TYPES } from "@/lib/form/inputTypes";
import type { AttributeFormValues } from "./attributeForm";

type AttributeAnnotationsProps = { control: Control<AttributeFormValues> };

/** Hints for the forms: the input type from Keycloak's list, and any other annotation as a key and its text. */
export function AttributeAnnotations({ control }: AttributeAnnotationsProps) {
  const t = useTranslations();
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("annotations")}
      </Heading>
      <Text color="fg.muted">{t("annotationsHelp")}</Text>
      <SelectField
        control={control}
        name="inputType"
        label={t("inputType")}
        help={t("inputTypeHelp")}
        placeholder={t("upInputTypeDefault")}
        options={INPUT_TYPES}
      />
      <KeyValueField control={control} name="annotations" label={t("annotations")} />
    </Stack>
  );
}
