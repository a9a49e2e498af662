"use client";

import { Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { GO_SHORTCUTS } from "@/lib/command-palette/shortcuts";
import { FOCUS_SEARCH_KEY } from "@/lib/keyboard";

type ShortcutsDialogProps = { open: boolean; onClose(): void };

/** Every keyboard shortcut of the console, opened by `?`. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const t = useTranslations();
  const rows: { keys: string[]; description: string }[] = [
    { keys: [t("shortcutControlKey"), "K"], description: t("shortcutOpenPalette") },
    { keys: [FOCUS_SEARCH_KEY], description: t("shortcutFocusSearch") },
    { keys: ["?"], description: t("shortcutShowHelp") },
    ...GO_SHORTCUTS.map((shortcut) => ({
      keys: ["g", shortcut.key],
      description: t("shortcutGoTo", { screen: t(shortcut.labelKey) }),
    })),
  ];
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t("keyboardShortcuts")}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      <Stack as="dl" gap="2">
        {rows.map((row) => (
          <HStack key={row.description} justify="space-between" gap="4">
            <Text as="dt">{row.description}</Text>
            <HStack as="dd" gap="1">
              {row.keys.map((key) => (
                <Code key={key}>{key}</Code>
              ))}
            </HStack>
          </HStack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
