"use client";

import { Button, Code } from "@chakra-ui/react";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
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
    <DialogFrame
      open={credential !== undefined}
      title={t("passwordDataTitle")}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
        </>
      }
    >
      <Code as="pre" display="block" whiteSpace="pre-wrap" p="3">
        {formatted(credential?.credentialData) || t("noCredentialData")}
      </Code>
    </DialogFrame>
  );
}
