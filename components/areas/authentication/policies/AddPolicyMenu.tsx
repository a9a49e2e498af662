"use client";

import type PasswordPolicyTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/passwordPolicyTypeRepresentation.js";
import { ChoiceMenu } from "@/components/kit/ui/MenuButton";

type AddPolicyMenuProps = {
  /** The policy types that may still be added. */
  types: PasswordPolicyTypeRepresentation[];
  onAdd(type: PasswordPolicyTypeRepresentation): void;
};

/** "Add policy": a menu of the password policy types by their display names. */
export function AddPolicyMenu({ types, onAdd }: AddPolicyMenuProps) {
  return (
    <ChoiceMenu
      labelKey="addPolicy"
      choices={types}
      label={(type) => type.displayName}
      onChoose={onAdd}
      alignSelf="start"
      disabled={types.length === 0}
    />
  );
}
