"use client";

import { IconButton, Popover, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import { HelpIcon } from "./icons";

export type HelpItemProps = {
  /** The help text, already translated. */
  helpText: string;
  /** The label of what the help is about, already translated; names the icon button. */
  label: string;
};

/** A help icon that opens the help text; rendered only while help mode is on. */
export function HelpItem({ helpText, label }: HelpItemProps) {
  const t = useTranslations();
  const { enabled } = useHelp();
  if (!enabled) return null;
  return (
    <Popover.Root positioning={{ placement: "top" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={t("helpLabel", { label })} variant="ghost" size="2xs" color="fg.muted">
          <HelpIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>{helpText}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
