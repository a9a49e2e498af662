"use client";

import { IconButton } from "@chakra-ui/react";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import type { CredentialMove, useMoveCredential } from "@/lib/queries/users";
import { credentialName } from "./credentialMoves";

export type CredentialMoveButtonProps = {
  labelKey: "moveUpCredential" | "moveDownCredential";
  credential: CredentialRepresentation;
  /** Where the credential goes; none at the end it points to. */
  move: CredentialMove | undefined;
  onMove: ReturnType<typeof useMoveCredential>;
};

/** Moves a credential one place up or down in the order Keycloak tries them. */
export function CredentialMoveButton({ labelKey, credential, move, onMove }: CredentialMoveButtonProps) {
  const t = useTranslations();
  return (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={t(labelKey, { name: credentialName(credential) })}
      disabled={!move || onMove.isPending}
      // the mutation raises its own error alert
      onClick={() => move && onMove.mutateAsync(move).catch(() => undefined)}
    >
      <ChevronDownIcon transform={labelKey === "moveUpCredential" ? "rotate(180deg)" : undefined} />
    </IconButton>
  );
}
