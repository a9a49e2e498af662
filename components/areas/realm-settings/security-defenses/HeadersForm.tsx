"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { FormActions, TextField, EditForm, useReadOnly } from "@/components/kit/form";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import { HEADER_FIELDS, headersToRealm, toHeadersValues, type HeadersValues } from "./securityForm";

/** The browser security headers Keycloak sends with its pages; each label's help names the header's purpose. */
export function HeadersForm({ realm }: { realm: RealmRepresentation }) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const edit = useRealmForm<HeadersValues>({
    readOnly,
    realm,
    toValues: toHeadersValues,
    toRealm: headersToRealm,
  });

  return (
    <EditForm edit={edit} label={t("headers")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      {HEADER_FIELDS.map((name) => (
        <TextField key={name} name={name} label={t(name)} help={t(`${name}Help`)} />
      ))}
      <FormActions />
    </EditForm>
  );
}
