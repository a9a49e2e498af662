"use client";

import { useState } from "react";
import { Button, HStack, IconButton, List, Text } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/ui/DialogFrame";
import { ChevronDownIcon, ChevronUpIcon } from "@/components/ui/icons";
import { useSaveProviderPriorities } from "@/lib/queries/userFederation";
import { byPriority, moved, withNewPriorities } from "./priorityOrder";

type ManagePrioritiesDialogProps = { realm: string; providers: readonly ComponentRepresentation[]; onClose(): void };

/** Orders the providers (first is asked first); Save stores each one's place as its priority. */
export function ManagePrioritiesDialog({ realm, providers, onClose }: ManagePrioritiesDialogProps) {
  const t = useTranslations();
  const [order, setOrder] = useState(() => [...providers].sort(byPriority));
  const save = useSaveProviderPriorities(realm);
  const submit = async () => {
    try {
      await save.mutateAsync(withNewPriorities(order));
      onClose();
    } catch {
      // the mutation's alert shows the server's message; the order stays for another try
    }
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t("managePriorities")}
      footer={
        <HStack gap="3">
          <Button colorPalette="blue" loading={save.isPending} onClick={() => void submit()}>
            {t("save")}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
        </HStack>
      }
    >
      <Text mb="4">{t("managePrioritiesInfo")}</Text>
      <List.Root as="ol" gap="2" listStyle="none" aria-label={t("managePriorities")}>
        {order.map((provider, index) => (
          <List.Item key={provider.id}>
            <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="1">
              <Text>{provider.name}</Text>
              <HStack gap="1">
                <IconButton
                  aria-label={t("moveProviderUp", { name: provider.name ?? "" })}
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => setOrder(moved(order, index, -1))}
                >
                  <ChevronUpIcon />
                </IconButton>
                <IconButton
                  aria-label={t("moveProviderDown", { name: provider.name ?? "" })}
                  size="sm"
                  variant="ghost"
                  disabled={index === order.length - 1}
                  onClick={() => setOrder(moved(order, index, 1))}
                >
                  <ChevronDownIcon />
                </IconButton>
              </HStack>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </DialogFrame>
  );
}
