"use client";

import { useTranslations } from "next-intl";
import type { Control, Path, UseControllerProps } from "react-hook-form";
import { MultiSelectField, SelectField } from "@/components/kit/form";
import { useEnabledRequiredActions } from "@/lib/queries/users";

/** What both the credential reset email and the bulk required actions ask for. */
export type RequiredActionEmailValues = { actions: string[]; lifespan: string };

/** Link lifespans Keycloak offers, in seconds; 12 hours is its default. */
const LIFESPANS: { seconds: number; unit: "minutes" | "hours" | "days"; amount: number }[] = [
  { seconds: 300, unit: "minutes", amount: 5 },
  { seconds: 900, unit: "minutes", amount: 15 },
  { seconds: 3600, unit: "hours", amount: 1 },
  { seconds: 43200, unit: "hours", amount: 12 },
  { seconds: 86400, unit: "days", amount: 1 },
  { seconds: 604800, unit: "days", amount: 7 },
];

export const DEFAULT_LIFESPAN = "43200";

type RequiredActionsFieldProps<T extends RequiredActionEmailValues> = {
  realm: string;
  control: Control<T>;
  label: string;
  rules?: UseControllerProps<T>["rules"];
};

/** The realm's enabled required actions, several of which may be chosen. */
export function RequiredActionsField<T extends RequiredActionEmailValues>({
  realm,
  control,
  label,
  rules,
}: RequiredActionsFieldProps<T>) {
  const t = useTranslations();
  const requiredActions = useEnabledRequiredActions(realm);
  const options = (requiredActions.data ?? []).map((action) => ({
    value: action.alias ?? "",
    label: action.name ?? action.alias ?? "",
  }));
  return (
    <MultiSelectField<T>
      control={control}
      // the values type guarantees the field; a generic form cannot name it without the cast
      name={"actions" as Path<T>}
      label={label}
      options={options}
      required
      rules={rules}
      placeholder={t("requiredActionPlaceholder")}
    />
  );
}

/** How long the emailed link stays valid. */
export function LinkLifespanField<T extends RequiredActionEmailValues>({ control }: { control: Control<T> }) {
  const t = useTranslations();
  const options = LIFESPANS.map(({ seconds, unit, amount }) => ({
    value: String(seconds),
    label: t(unit, { count: amount }),
  }));
  return (
    <SelectField<T>
      control={control}
      name={"lifespan" as Path<T>}
      label={t("expiration")}
      help={t("credentialResetExpirationHelp")}
      options={options}
    />
  );
}
