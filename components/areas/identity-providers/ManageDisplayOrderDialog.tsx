"use client";

import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { OrderDialog } from "@/components/kit/screen/OrderDialog";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useIdentityProvidersForOrder, useSaveIdentityProviderOrder } from "@/lib/queries/identityProviders";
import { inDisplayOrder } from "./displayOrder";

type Props = { realm: string; onClose(): void };

const labelOf = (provider: IdentityProviderRepresentation) => provider.displayName || provider.alias || "";

/**
 * "Manage display order": the realm's providers in the order the login page lists them, saved as every moved
 * provider's `guiOrder`. Mounted while open, so each opening starts from the server's order (not a cached one).
 */
export function ManageDisplayOrderDialog({ realm, onClose }: Props) {
  const t = useTranslations();
  const providers = useIdentityProvidersForOrder(realm);
  const save = useSaveIdentityProviderOrder(realm);
  const loaded = providers.isFetching || !providers.data ? undefined : inDisplayOrder(providers.data);
  return (
    <OrderDialog
      title={t("manageDisplayOrder")}
      intro={t("orderDialogIntro")}
      items={loaded}
      keyOf={(provider) => provider.alias ?? ""}
      labelOf={labelOf}
      loadError={providers.isError ? <QueryError query={providers} messageKey="tableLoadError" /> : undefined}
      saving={save.isPending}
      onSave={(order) => save.mutateAsync(order)}
      onClose={onClose}
    />
  );
}
