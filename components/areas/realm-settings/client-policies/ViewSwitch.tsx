"use client";

import { HStack, RadioGroup } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type PoliciesView = "form" | "json";

type ViewSwitchProps = { value: PoliciesView; onChange(view: PoliciesView): void };

/** Keycloak's choice between the tables and the JSON editor of the realm's profiles or policies. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const t = useTranslations();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={({ value: next }) => onChange(next === "json" ? "json" : "form")}
      aria-label={t("clientPoliciesView")}
    >
      <HStack gap="6">
        {(["form", "json"] as const).map((view) => (
          <RadioGroup.Item key={view} value={view}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(view === "form" ? "formView" : "jsonEditor")}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
