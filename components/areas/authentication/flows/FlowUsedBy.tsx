"use client";

import { Button, List, Popover, Portal, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { UiFlow } from "@/lib/queries/authentication";
import { usedByKey } from "../usedBy";

/** What binds a flow; the clients or identity providers that use it are listed in a popover, as in Keycloak. */
export function FlowUsedBy({ flow }: { flow: UiFlow }) {
  const t = useTranslations();
  const label = t(usedByKey(flow));
  const values = flow.usedBy?.values ?? [];
  if (!flow.usedBy || flow.usedBy.type === "DEFAULT" || values.length === 0)
    return <Text color={flow.usedBy ? undefined : "fg.muted"}>{label}</Text>;
  const explain = flow.usedBy.type === "SPECIFIC_CLIENT" ? "flowUsedByClients" : "flowUsedByProviders";
  return (
    <Popover.Root positioning={{ placement: "bottom-start" }}>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="sm"
          px="0"
          colorPalette="blue"
          textDecoration="underline"
          aria-label={t("showFlowUsedBy", { usedBy: label, flow: flow.alias ?? "" })}
        >
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Header fontWeight="semibold">{t("flowUsedBy")}</Popover.Header>
            <Popover.Body>
              <Text mb="2">{t(explain)}</Text>
              <List.Root ps="4">
                {values.map((value) => (
                  <List.Item key={value} overflowWrap="anywhere">
                    {value}
                  </List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
