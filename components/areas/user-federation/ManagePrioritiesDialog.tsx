"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { OrderDialog } from "@/components/kit/screen/OrderDialog";
import { useSaveProviderPriorities } from "@/lib/queries/userFederation";
import { byPriority, withNewPriorities } from "./priorityOrder";

type ManagePrioritiesDialogProps = { realm: string; providers: readonly ComponentRepresentation[]; onClose(): void };

/** Orders the providers (first is asked first); Save stores each one's place as its priority. */
export function ManagePrioritiesDialog({ realm, providers, onClose }: ManagePrioritiesDialogProps) {
  const t = useTranslations();
  const save = useSaveProviderPriorities(realm);
  return (
    <OrderDialog
      title={t("managePriorities")}
      intro={t("managePrioritiesInfo")}
      items={[...providers].sort(byPriority)}
      keyOf={(provider) => provider.id ?? ""}
      labelOf={(provider) => provider.name ?? ""}
      saving={save.isPending}
      onSave={(order) => save.mutateAsync(withNewPriorities(order))}
      onClose={onClose}
    />
  );
}
