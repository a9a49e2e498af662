"use client";

import { createIcon, IconButton } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { iconStroke } from "@/components/kit/ui/iconStroke";

const GearIcon = createIcon({
  displayName: "GearIcon",
  path: [
    <circle key="hub" cx="12" cy="12" r="3" {...iconStroke} />,
    <path
      key="teeth"
      d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1"
      {...iconStroke}
    />,
  ],
});

/** Opens a required action's configuration. */
export function ConfigureButton({ name, onClick }: { name: string; onClick(): void }) {
  const t = useTranslations();
  return (
    <IconButton size="xs" variant="ghost" aria-label={t("configureRequiredAction", { name })} onClick={onClick}>
      <GearIcon />
    </IconButton>
  );
}
