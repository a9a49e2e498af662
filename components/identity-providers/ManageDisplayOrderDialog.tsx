"use client";

import { useEffect, useRef, useState } from "react";
import { Button, HStack, IconButton, List, Text } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { QueryError } from "@/components/kit/QueryError";
import { DialogFrame } from "@/components/ui/DialogFrame";
import { ChevronDownIcon, ChevronUpIcon } from "@/components/ui/icons";
import { useIdentityProvidersForOrder, useSaveIdentityProviderOrder } from "@/lib/queries/identityProviders";
import { inDisplayOrder, moveOnePlace } from "./displayOrder";

type Props = { realm: string; onClose(): void };

const labelOf = (provider: IdentityProviderRepresentation) => provider.displayName || provider.alias || "";

/**
 * "Manage display order": the realm's providers in the order the login page lists them, each moved one place at a
 * time by its buttons (the keyboard's way; focus stays on the moved provider), saved as every moved provider's
 * `guiOrder`. Mounted while open, so each opening starts from the server's order.
 */
export function ManageDisplayOrderDialog({ realm, onClose }: Props) {
  const t = useTranslations();
  const providers = useIdentityProvidersForOrder(realm);
  const save = useSaveIdentityProviderOrder(realm);
  const [order, setOrder] = useState<IdentityProviderRepresentation[]>();
  const [focus, setFocus] = useState<{ alias: string; step: -1 | 1 }>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // the server's order as this opening fetched it (not a cached one), taken once: a later refetch must not undo moves
  const loaded = providers.isFetching ? undefined : providers.data;
  useEffect(() => {
    if (loaded) setOrder((current) => current ?? inDisplayOrder(loaded));
  }, [loaded]);

  useEffect(() => {
    if (!focus || !order) return;
    const index = order.findIndex((provider) => provider.alias === focus.alias);
    const atEnd = focus.step === -1 ? index === 0 : index === order.length - 1;
    const step = atEnd ? -focus.step : focus.step;
    buttons.current.get(`${focus.alias} ${step}`)?.focus();
  }, [focus, order]);

  const move = (index: number, step: -1 | 1) => {
    if (!order) return;
    setFocus({ alias: order[index].alias ?? "", step });
    setOrder(moveOnePlace(order, index, step));
  };

  const submit = async () => {
    if (!order) return;
    await save.mutateAsync(order).then(onClose, () => undefined);
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t("manageDisplayOrder")}
      footer={
        <HStack gap="2">
          <Button onClick={submit} loading={save.isPending} disabled={!order}>
            {t("save")}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
        </HStack>
      }
    >
      <Text mb="4">{t("orderDialogIntro")}</Text>
      {providers.isError ? (
        <QueryError query={providers} messageKey="tableLoadError" />
      ) : !order ? (
        <LoadingSpinner />
      ) : (
        <List.Root as="ol" variant="plain" gap="2" aria-label={t("manageDisplayOrder")}>
          {order.map((provider, index) => {
            const alias = provider.alias ?? "";
            const label = labelOf(provider);
            const ref = (step: -1 | 1) => (element: HTMLButtonElement | null) => {
              if (element) buttons.current.set(`${alias} ${step}`, element);
              else buttons.current.delete(`${alias} ${step}`);
            };
            return (
              <List.Item key={alias} aria-label={label} borderWidth="1px" borderRadius="md" px="3" py="1">
                <HStack justify="space-between" w="full">
                  <Text truncate>{label}</Text>
                  <HStack gap="1">
                    <IconButton
                      ref={ref(-1)}
                      size="xs"
                      variant="ghost"
                      aria-label={t("moveProviderUp", { provider: label })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ChevronUpIcon />
                    </IconButton>
                    <IconButton
                      ref={ref(1)}
                      size="xs"
                      variant="ghost"
                      aria-label={t("moveProviderDown", { provider: label })}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ChevronDownIcon />
                    </IconButton>
                  </HStack>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </DialogFrame>
  );
}
