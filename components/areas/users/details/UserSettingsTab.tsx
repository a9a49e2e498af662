"use client";

import { DataList, Stack } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, useEditForm } from "@/components/kit/form";
import { useAccess } from "@/lib/console-context";
import { getErrorMessage } from "@/lib/errors";
import { toUserFormValues, toUserRepresentation, type UserFormValues } from "@/lib/form/userProfile";
import { useUserStorageProvider } from "@/lib/queries/userFederation";
import { useUpdateUser, type UserWithMetadata } from "@/lib/queries/users";
import { BruteForceNotice } from "./BruteForceNotice";
import { FederationLink } from "./FederationLink";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { UserForm } from "./UserForm";
import { conflictField, profileFieldName } from "./userFormValues";
import { userForUpdate } from "./userUpdate";

export type UserSettingsTabProps = {
  realm: RealmRepresentation;
  user: UserWithMetadata;
  metadata: UserProfileMetadata;
  canManage: boolean;
};

/**
 * The user's details: created date, federation link, lock notice, required actions and the user-profile form; the
 * form is read-only for a user of a READ_ONLY federation provider, as Keycloak's console shows it.
 */
export function UserSettingsTab({ realm, user, metadata, canManage }: UserSettingsTabProps) {
  const t = useTranslations();
  const realmName = realm.realm ?? "";
  const updateUser = useUpdateUser(realmName, user.id ?? "");
  // reading the provider takes view-realm; without it the link shows as its id and the server still refuses writes
  const canViewProviders = useAccess().hasAny("view-realm");
  const federation = useUserStorageProvider(realmName, canViewProviders ? user.federationLink : undefined).data;
  const readOnly = !canManage || federation?.config?.editMode?.[0] === "READ_ONLY";
  const edit = useEditForm({
    data: user,
    toValues: (loaded: UserWithMetadata) => toUserFormValues(loaded, metadata.attributes),
    readOnly,
    save: (values: UserFormValues) =>
      updateUser.mutateAsync({ ...userForUpdate(user), ...toUserRepresentation(values) }),
    conflict: { field: (error) => conflictField(getErrorMessage(error)) },
    serverField: profileFieldName,
    errorKey: "userSaveError",
  });

  const supportedLocales = realm.internationalizationEnabled ? (realm.supportedLocales ?? []) : [];
  const header = (
    <Stack gap="4">
      {realm.bruteForceProtected && <BruteForceNotice realm={realmName} userId={user.id ?? ""} canManage={canManage} />}
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t("id")}</DataList.ItemLabel>
          <DataList.ItemValue>{user.id}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("createdAt")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <FormattedDate time={user.createdTimestamp} />
          </DataList.ItemValue>
        </DataList.Item>
        {user.federationLink && (
          <DataList.Item>
            <DataList.ItemLabel>{t("federationLink")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <FederationLink realm={realmName} linkId={user.federationLink} provider={federation} />
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );

  return (
    <EditForm edit={edit} label={t("details")} layout={{ py: "6" }}>
      <UserForm
        realm={realmName}
        form={edit.form}
        metadata={metadata}
        supportedLocales={supportedLocales}
        readOnly={readOnly}
        header={header}
      />
      <FormActions />
    </EditForm>
  );
}
