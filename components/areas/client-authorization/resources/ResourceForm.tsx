"use client";

import { useTranslations } from "next-intl";
import { KeyValueField, MultiValueField, SearchSelectField, SwitchField, TextField } from "@/components/kit/form";
import { fromResourceValues, type ResourceValues } from "@/lib/authorization/resourceForm";
import { useSaveResource } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useAuthzForm } from "../shared/useAuthzForm";
import { serverPicker } from "../shared/serverPicker";

export type ResourceFormProps = {
  realm: string;
  clientId: string;
  readOnly: boolean;
  resourceId?: string;
  initial: ResourceValues;
};

/** Name, display name, type, URIs, scopes (chosen among the server's), icon, owner managed access, attributes. */
export function ResourceForm({ realm, clientId, readOnly, resourceId, initial }: ResourceFormProps) {
  const t = useTranslations();
  const saveResource = useSaveResource(realm, clientId);
  const { edit, back } = useAuthzForm({
    realm,
    clientId,
    readOnly,
    initial,
    tab: "resources",
    save: (values: ResourceValues) =>
      saveResource.mutateAsync({ id: resourceId, resource: fromResourceValues(values) }),
    errorKey: "resourceSaveError",
    created: resourceId
      ? undefined
      : {
          to: "/$realm/clients/$clientId/authorization/resource/$resourceId",
          params: (id) => ({ realm, clientId, resourceId: id }),
        },
  });

  return (
    <AuthzFormFrame
      title={resourceId ? initial.name : t("createResource")}
      subtitle={t("resourceDetails")}
      edit={edit}
      isNew={!resourceId}
      onCancel={back}
    >
      <TextField name="name" label={t("name")} required />
      <TextField name="displayName" label={t("displayName")} />
      <TextField name="type" label={t("type")} help={t("resourceTypeHelp")} />
      <MultiValueField name="uris" label={t("uris")} help={t("urisHelp")} />
      <SearchSelectField
        name="scopes"
        label={t("authorizationScopes")}
        help={t("resourceScopesHelp")}
        multiple
        {...serverPicker(realm, clientId, "scopeNames")}
      />
      <TextField name="iconUri" label={t("iconUri")} />
      <SwitchField name="ownerManagedAccess" label={t("ownerManagedAccess")} help={t("ownerManagedAccessHelp")} />
      <KeyValueField name="attributes" label={t("attributes")} />
    </AuthzFormFrame>
  );
}
