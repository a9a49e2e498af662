"use client";

import { NativeSelect } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SESSION_TYPES, type SessionTypeFilter as SessionType } from "@/lib/queries/sessions";

const TYPE_LABELS: Record<SessionType, string> = { ALL: "allSessions", REGULAR: "regularSSO", OFFLINE: "offline" };

/** Which sessions the list shows: all, regular SSO or offline ones. */
export function SessionTypeFilter({ value, onChange }: { value: SessionType; onChange(type: SessionType): void }) {
  const t = useTranslations();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("sessionType")}
        value={value}
        onChange={(event) => onChange(event.target.value as SessionType)}
      >
        {SESSION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(TYPE_LABELS[type])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
