"use client";

import { NativeSelect } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { CLIENT_SCOPE_TYPES, type ClientScopeType } from "@/lib/queries/clientScopes";
import { clientScopeTypeKey } from "./clientScopeTypeKey";

export type TypeFilterProps = {
  /** Undefined shows every type. */
  value: ClientScopeType | undefined;
  onChange(value: ClientScopeType | undefined): void;
};

const ALL = "";

/** Narrows the client scopes to one assigned type. */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const t = useTranslations();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("assignedType")}
        value={value ?? ALL}
        onChange={(event) => onChange(CLIENT_SCOPE_TYPES.find((type) => type === event.target.value))}
      >
        <option value={ALL}>{t("allTypes")}</option>
        {CLIENT_SCOPE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(clientScopeTypeKey(type))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
