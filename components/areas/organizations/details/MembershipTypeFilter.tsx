"use client";

import { NativeSelect } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { MEMBERSHIP_TYPES, type MembershipType } from "@/lib/queries/organizations";
import { MEMBERSHIP_TYPE_LABELS } from "./membershipTypeLabels";

const ANY = "";

/** Which members the list shows: every one, or those of one membership type (managed or unmanaged). */
export function MembershipTypeFilter({
  value,
  onChange,
}: {
  value: MembershipType | undefined;
  onChange(type: MembershipType | undefined): void;
}) {
  const t = useTranslations();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("filterByMembershipType")}
        value={value ?? ANY}
        onChange={(event) => onChange(MEMBERSHIP_TYPES.find((type) => type === event.target.value))}
      >
        <option value={ANY}>{t("allMembershipTypes")}</option>
        {MEMBERSHIP_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(MEMBERSHIP_TYPE_LABELS[type])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
