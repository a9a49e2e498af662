"use client";

import { Box, Button, Stack, Text } from "@chakra-ui/react";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";

export type MapperTypeDialogProps = {
  types: ProtocolMapperTypeRepresentation[];
  onChoose(typeId: string): void;
  onClose(): void;
};

/** "By configuration": the protocol's mapper types, each with what it does; choosing one opens its form. */
export function MapperTypeDialog({ types, onChoose, onClose }: MapperTypeDialogProps) {
  const t = useTranslations();
  return (
    <DialogFrame
      open
      size="lg"
      scrollBehavior="inside"
      title={t("configureAMapper")}
      onClose={onClose}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      }
    >
      <Stack as="ul" gap="1" listStyleType="none" aria-label={t("mapperType")}>
        {types.map((type) => (
          <Box as="li" key={type.id}>
            <Button
              width="full"
              variant="ghost"
              height="auto"
              py="2"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              onClick={() => onChoose(type.id)}
            >
              <Stack gap="0">
                <Text fontWeight="medium">{type.name}</Text>
                <Text color="fg.muted" fontSize="sm" fontWeight="normal">
                  {type.helpText}
                </Text>
              </Stack>
            </Button>
          </Box>
        ))}
      </Stack>
    </DialogFrame>
  );
}
