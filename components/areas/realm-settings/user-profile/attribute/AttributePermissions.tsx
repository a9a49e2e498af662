"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { CheckboxGroupField } from "@/components/kit/form";
import type { AttributeFormValues } from "./attributeForm";

type AttributePermissionsProps = { control: Control<AttributeFormValues> };

/** Who may edit and who may view the attribute: users themselves, admins, or both. */
export function AttributePermissions({ control }: AttributePermissionsProps) {
  const t = useTranslations();
  const roles = [
    { value: "admin", label: t("admin") },
    { value: "user", label: t("user") },
  ];
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("permission")}
      </Heading>
      <CheckboxGroupField
        control={control}
        name="edit"
        label={t("whoCanEdit")}
        help={t("whoCanEditHelp")}
        options={roles}
        direction="row"
      />
      <CheckboxGroupField
        control={control}
        name="view"
        label={t("whoCanView")}
        help={t("whoCanViewHelp")}
        options={roles}
        direction="row"
      />
    </Stack>
  );
}
