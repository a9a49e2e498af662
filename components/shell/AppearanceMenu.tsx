"use client";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { RadioSubmenu } from "./RadioSubmenu";

const MODES = [
  { value: "light", key: "appearanceLight" },
  { value: "dark", key: "appearanceDark" },
  { value: "system", key: "appearanceSystem" },
] as const;

/** Light, dark, or as the system says; next-themes keeps the choice in this browser and applies it before paint. */
export function AppearanceMenu() {
  const t = useTranslations();
  const { theme, setTheme } = useTheme();
  return (
    <RadioSubmenu
      label={t("appearance")}
      value={theme ?? "system"}
      options={MODES.map((mode) => ({ value: mode.value, label: t(mode.key) }))}
      onValueChange={setTheme}
    />
  );
}
