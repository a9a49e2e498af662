"use client";

import { NativeSelect } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { FieldShell } from "@/components/kit/form";

type MapperTypePickerProps = {
  types: readonly ComponentTypeRepresentation[];
  value: string;
  onChange(type: string): void;
};

/** The type of a new mapper, among the LDAP mapper types the server knows; its settings follow the choice. */
export function MapperTypePicker({ types, value, onChange }: MapperTypePickerProps) {
  const t = useTranslations();
  return (
    <FieldShell label={t("mapperType")} help={t("mapperTypeHelp")} required>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("selectAnOption")}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.id}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
