"use client";

import { useState } from "react";
import { Button, Checkbox, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useRunThenClose } from "@/components/kit/ui/useRunThenClose";
import { useServerInfo } from "@/lib/console-context";
import { mapperTypeOf } from "@/lib/protocolMapperTypes";

export type PredefinedMappersDialogProps = {
  /** The protocol's predefined mappers the owner does not have yet. */
  mappers: ProtocolMapperRepresentation[];
  onAdd(mappers: ProtocolMapperRepresentation[]): Promise<unknown>;
  onClose(): void;
};

/** Chooses some of the protocol's predefined mappers, each with what its type does, and adds them at once. */
export function PredefinedMappersDialog({ mappers, onAdd, onClose }: PredefinedMappersDialogProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const [busy, add] = useRunThenClose(() => onAdd(mappers.filter((mapper) => chosen.has(mapper.name ?? ""))), onClose);

  return (
    <DialogFrame
      open
      size="lg"
      scrollBehavior="inside"
      title={t("addPredefinedMappers")}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <PrimaryButton disabled={chosen.size === 0} loading={busy} onClick={() => void add()}>
            {t("add")}
          </PrimaryButton>
        </>
      }
    >
      {mappers.length === 0 ? (
        <Text color="fg.muted">{t("emptyPredefinedMappers")}</Text>
      ) : (
        <Stack gap="3" role="group" aria-label={t("predefinedMappers")}>
          <Text color="fg.muted">{t("predefinedMappingDescription")}</Text>
          {mappers.map((mapper) => (
            <Checkbox.Root
              key={mapper.name}
              alignItems="flex-start"
              checked={chosen.has(mapper.name ?? "")}
              onCheckedChange={({ checked }) => toggle(mapper.name ?? "", checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text fontWeight="medium">{mapper.name}</Text>
                <Text color="fg.muted" fontSize="sm" fontWeight="normal">
                  {mapperTypeOf(serverInfo, mapper.protocolMapper)?.helpText}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </DialogFrame>
  );
}
