"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { usePagedPicker } from "@/components/kit/screen/picker";
import { clientKeys, useClientPickerLoader } from "@/lib/queries/clients";
import type { PickDialogProps } from "./PickedValueField";
import { SinglePickDialog } from "./SinglePickDialog";

const clientIdOf = (client: ClientRepresentation) => client.clientId ?? "";

/** Picks one of the realm's clients (searched by clientId on the server); ClientList properties store its clientId. */
export function ClientPickDialog({ realm, onPick, onClose }: PickDialogProps & { realm: string }) {
  const t = useTranslations();
  const picker = usePagedPicker({ queryKey: clientKeys.picker(realm), load: useClientPickerLoader(realm) });
  return (
    <SinglePickDialog<ClientRepresentation>
      title={t("selectClient")}
      searchLabel={t("searchForClient")}
      picker={picker}
      rowKey={(client) => client.id ?? clientIdOf(client)}
      rowLabel={clientIdOf}
      valueOf={clientIdOf}
      emptyText={t("noClientsFound")}
      listLabel={t("clients")}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
