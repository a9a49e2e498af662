"use client";

import { NativeSelect } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { KEY_STATUSES, type KeyStatus } from "@/lib/queries/keyProviders";

/** Message key of each status's filter choice (Keycloak's). */
const STATUS_LABELS: Record<KeyStatus, string> = {
  ACTIVE: "activeKeys",
  PASSIVE: "passiveKeys",
  DISABLED: "disabledKeys",
};

type KeyStatusSelectProps = { value: KeyStatus; onChange(value: KeyStatus): void };

/** Which keys the list shows: active, passive or disabled ones. */
export function KeyStatusSelect({ value, onChange }: KeyStatusSelectProps) {
  const t = useTranslations();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("filterByStatus")}
        value={value}
        onChange={(event) => onChange(KEY_STATUSES.find((status) => status === event.target.value) ?? value)}
      >
        {KEY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
