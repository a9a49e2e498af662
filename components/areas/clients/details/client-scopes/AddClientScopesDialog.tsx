"use client";

import { useState } from "react";
import { Checkbox, Field, NativeSelect, Text } from "@chakra-ui/react";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, useChosen, usePagedPicker } from "@/components/kit/screen/picker";
import { useAvailableClientScopesPicker, type ClientScopeAssignment } from "@/lib/queries/clients";

export type AddClientScopesDialogProps = {
  realm: string;
  client: { id: string; clientId: string; protocol: string };
  onClose(): void;
  /** Resolves once the scopes were added; rejecting keeps the dialog open with the choice (the mutation alerted). */
  onAdd(scopes: ClientScopeRepresentation[], type: ClientScopeAssignment): Promise<unknown>;
};

/** The realm's client scopes of the client's protocol not assigned yet: choose several, add them as default or optional. */
export function AddClientScopesDialog({ realm, client, onClose, onAdd }: AddClientScopesDialogProps) {
  const t = useTranslations();
  const picker = usePagedPicker(useAvailableClientScopesPicker(realm, client.id, client.protocol));
  const chosen = useChosen((scope: ClientScopeRepresentation) => scope.id ?? "");
  const [type, setType] = useState<ClientScopeAssignment>("default");
  return (
    <PickerDialog
      title={t("addClientScopesTo", { clientId: client.clientId })}
      searchLabel={t("searchForClientScope")}
      picker={picker}
      rows={picker.rows}
      rowKey={(scope) => scope.id ?? ""}
      renderRow={(scope) => (
        <>
          <Checkbox.Root
            checked={chosen.has(scope)}
            onCheckedChange={({ checked }) => chosen.toggle(scope, checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{scope.name}</Checkbox.Label>
          </Checkbox.Root>
          {scope.description && (
            <Text as="span" ms="2" fontSize="sm" color="fg.muted">
              {scope.description}
            </Text>
          )}
        </>
      )}
      emptyText={picker.search ? t("noSearchResults") : t("noClientScopesAvailable")}
      listLabel={t("clientScopes")}
      trail={
        <Field.Root>
          <Field.Label>{t("addClientScopeAs")}</Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              value={type}
              onChange={(event) => setType(event.target.value === "optional" ? "optional" : "default")}
            >
              <option value="default">{t("default")}</option>
              <option value="optional">{t("optional")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      }
      status={chosen.size > 0 ? t("clientScopesChosen", { count: chosen.size }) : ""}
      confirmLabel={t("add")}
      confirmDisabled={chosen.size === 0}
      onConfirm={() => onAdd(chosen.values(), type)}
      onClose={onClose}
    />
  );
}
