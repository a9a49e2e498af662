"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
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
      <FieldList<AttributeFormValues>
        control={control}
        fields={[
          {
            kind: "checkboxes",
            name: "edit",
            label: "whoCanEdit",
            help: "whoCanEditHelp",
            options: roles,
            direction: "row",
          },
          {
            kind: "checkboxes",
            name: "view",
            label: "whoCanView",
            help: "whoCanViewHelp",
            options: roles,
            direction: "row",
          },
        ]}
      />
    </Stack>
  );
}
