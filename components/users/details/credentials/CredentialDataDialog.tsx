"use client";

import { Button, Code, Dialog, Portal } from "@chakra-ui/react";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import { useTranslations } from "next-intl";

/** The credential's public data (credentialData), pretty-printed when it is JSON. */
function formatted(data: string | undefined): string {
  if (!data) return "";
  try {
    return JSON.stringify(JSON.parse(data), null, 2);
  } catch {
    return data;
  }
}

export function CredentialDataDialog({
  credential,
  onClose,
}: {
  credential: CredentialRepresentation | undefined;
  onClose(): void;
}) {
  const t = useTranslations();
  return (
    <Dialog.Root open={credential !== undefined} onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("passwordDataTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Code as="pre" display="block" whiteSpace="pre-wrap" p="3">
                {formatted(credential?.credentialData) || t("noCredentialData")}
              </Code>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
