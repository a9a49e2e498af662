"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { ComponentConfigForm } from "@/components/shared/dynamic-config/ComponentConfigForm";
import { useCreatePageComponent, useDeletePageComponent, useUpdatePageComponent } from "@/lib/queries/components";
import { fromPageItemValues, pageItemSchema, toPageItemValues, type PageItemValues } from "./pageItemForm";
import { configValue, type PageProvider } from "./usePageProvider";

type PageItemFormProps = {
  realm: string;
  /** The realm's id, the parent of a new item. */
  realmId: string;
  provider: PageProvider;
  /** The stored item; none for a new one. */
  stored?: ComponentRepresentation;
  readOnly: boolean;
};

/**
 * A page item's settings from its provider's properties: a new item (Save and Cancel) or a stored one (Save, Revert
 * and Delete), read-only for admins who may only view.
 */
export function PageItemForm({ realm, realmId, provider, stored, readOnly }: PageItemFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const create = useCreatePageComponent(realm);
  const update = useUpdatePageComponent(realm, stored?.id ?? "");
  const remove = useDeletePageComponent(realm);
  const toComponent = (values: PageItemValues) =>
    fromPageItemValues(provider.properties, provider.id, realmId, values, stored);

  const title = stored ? configValue(stored.config, provider.displayFields[0] ?? "") || provider.name : t("createItem");
  return (
    <ComponentConfigForm
      properties={provider.properties}
      stored={stored}
      schema={pageItemSchema}
      toValues={(component) => toPageItemValues(provider.properties, component)}
      readOnly={readOnly}
      title={title}
      subtitle={provider.name}
      label={t("itemDetails")}
      deletion={{ titleKey: "itemDeleteConfirmTitle", messageKey: "itemDeleteConfirm", onDelete: remove.mutateAsync }}
      toList={() =>
        void navigate({ to: "/$realm/page-section/$providerId", params: { realm, providerId: provider.id } })
      }
      update={(values) => update.mutateAsync(toComponent(values))}
      create={{
        write: (values) => create.mutateAsync(toComponent(values)),
        open: (id) =>
          void navigate({ to: "/$realm/page-section/$providerId/$id", params: { realm, providerId: provider.id, id } }),
      }}
    >
      <DynamicConfigFields<PageItemValues> properties={provider.properties} realm={realm} readOnly={readOnly} />
    </ComponentConfigForm>
  );
}
