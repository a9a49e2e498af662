"use client";

import { Stack } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { FormActions, ReviewBeforeSave, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import { HEADER_FIELDS, headersToRealm, toHeadersValues, type HeadersValues } from "./securityForm";

/** The browser security headers Keycloak sends with its pages; each label's help names the header's purpose. */
export function HeadersForm({ realm, readOnly }: { realm: RealmRepresentation; readOnly: boolean }) {
  const t = useTranslations();
  const { form, blocker, save } = useRealmForm<HeadersValues>({
    realm,
    toValues: toHeadersValues,
    toRealm: headersToRealm,
  });

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={save} noValidate aria-label={t("headers")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" py="6">
          {HEADER_FIELDS.map((name) => (
            <TextField
              key={name}
              control={form.control}
              name={name}
              label={t(name)}
              help={t(`${name}Help`)}
              readOnly={readOnly}
            />
          ))}
          {!readOnly && <FormActions form={form} />}
        </Stack>
      </form>
    </ReviewBeforeSave>
  );
}
