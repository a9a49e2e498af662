"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useClearEvents, type EventsKind } from "@/lib/queries/events";

/** Deletes every saved event of one kind, after asking. */
export function ClearEvents({ realm, kind }: { realm: string; kind: EventsKind }) {
  const t = useTranslations();
  const clear = useClearEvents(realm, kind);
  const label = t(kind === "user" ? "clearUserEvents" : "clearAdminEvents");
  const [ask, dialog] = useConfirmDialog({
    titleKey: "deleteEvents",
    messageKey: "deleteEventsConfirm",
    continueKey: "clear",
    variant: "danger",
    // the mutation's error alert carries the server's message; the dialog just closes
    onConfirm: () => clear.mutateAsync().catch(() => undefined),
  });
  return (
    <Stack gap="2" align="start" borderTopWidth="1px" pt="5">
      {dialog}
      <Text fontSize="sm" color="fg.muted">
        {t(kind === "user" ? "user-clearEvents" : "admin-clearEvents")}
      </Text>
      <Button colorPalette="red" onClick={ask}>
        {label}
      </Button>
    </Stack>
  );
}
