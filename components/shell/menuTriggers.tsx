"use client";
import { Button, IconButton, type ButtonProps, type IconButtonProps } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon, HelpIcon, KebabIcon } from "@/components/kit/ui/icons";

// The masthead's menu buttons, shared by the stand-ins of the first load and the menus loaded on first use.

export function HelpMenuTrigger(props: IconButtonProps) {
  const t = useTranslations();
  return (
    <IconButton aria-label={t("help")} variant="ghost" size="sm" {...props}>
      <HelpIcon />
    </IconButton>
  );
}

export function UserMenuTrigger({ displayName, ...props }: ButtonProps & { displayName: string }) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      {displayName}
      <ChevronDownIcon />
    </Button>
  );
}

export function KebabMenuTrigger(props: IconButtonProps) {
  const t = useTranslations();
  return (
    <IconButton aria-label={t("userMenu")} variant="ghost" size="sm" {...props}>
      <KebabIcon />
    </IconButton>
  );
}
