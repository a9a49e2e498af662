"use client";

import { useState } from "react";
import { Box, Button, Field, HStack, Tag, Text, Wrap } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { EditForm, FormSubmitButton, useEditForm } from "@/components/kit/form";
import { GroupPickerDialog } from "@/components/shared/group-picker/GroupPickerDialog";
import { UserForm } from "@/components/areas/users/details/UserForm";
import { conflictField, profileFieldName } from "@/components/areas/users/details/userFormValues";
import { useUserListNavigation } from "@/components/areas/users/details/useUserListNavigation";
import { useAccess } from "@/lib/console-context";
import { getErrorMessage } from "@/lib/errors";
import { toUserRepresentation, type UserFormValues } from "@/lib/form/userProfile";
import { useRealm } from "@/lib/queries/realms";
import { useCreateUser } from "@/lib/queries/users";
import { useUserProfileMetadata } from "@/lib/queries/userProfile";
import { useRealmName } from "@/lib/router/useRealmName";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryError } from "@/components/kit/ui/QueryError";

/**
 * The profile as a new user fills it in: a username that may not be edited later is still chosen now,
 * unless the email serves as the username.
 */
function creatable(metadata: UserProfileMetadata, emailAsUsername: boolean): UserProfileMetadata {
  const attributes = (metadata.attributes ?? [])
    .filter((attribute) => !(emailAsUsername && attribute.name === "username"))
    .map((attribute) => (attribute.name === "username" ? { ...attribute, readOnly: false } : attribute));
  return { ...metadata, attributes };
}

const EMPTY_USER: UserFormValues = {
  username: "",
  email: "",
  firstName: "",
  lastName: "",
  requiredActions: [],
  emailVerified: false,
  attributes: {},
};

/** /{realm}/users/add-user: a new user from the realm's user profile, with required actions and groups to join. */
export default function CreateUserScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const toUserList = useUserListNavigation(realm);
  const { hasAny } = useAccess();
  const canManage = hasAny("manage-users");
  const canPickGroups = hasAny("query-groups");
  const metadata = useUserProfileMetadata(realm);
  const realmRep = useRealm(realm);
  const createUser = useCreateUser(realm);
  const [groups, setGroups] = useState<GroupRepresentation[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);

  const edit = useEditForm({
    data: EMPTY_USER,
    toValues: (empty: UserFormValues) => empty,
    save: (values: UserFormValues) =>
      createUser.mutateAsync({
        ...toUserRepresentation(values),
        enabled: true,
        groups: groups.map((group) => group.path ?? ""),
      }),
    conflict: { field: (error) => conflictField(getErrorMessage(error)) },
    serverField: profileFieldName,
    errorKey: "userCreateError",
    // the groups chosen to join are work too, though no field holds them
    unsaved: (dirty) => dirty || groups.length > 0,
    onSaved: (id) => navigate({ to: "/$realm/users/$id/$tab", params: { realm, id, tab: "settings" } }),
  });

  const creatableMetadata =
    metadata.data && creatable(metadata.data, realmRep.data?.registrationEmailAsUsername === true);
  const supportedLocales = realmRep.data?.internationalizationEnabled ? (realmRep.data.supportedLocales ?? []) : [];

  return (
    <Box>
      <PageHeader title={t("createUser")} />
      <Box px="6" py="6">
        {metadata.isError ? (
          <QueryError query={metadata} />
        ) : !creatableMetadata ? (
          <LoadingSpinner />
        ) : (
          <EditForm edit={edit} label={t("createUser")}>
            {!canManage && <Text color="fg.muted">{t("createUserNotAllowed")}</Text>}
            <UserForm
              realm={realm}
              form={edit.form}
              metadata={creatableMetadata}
              supportedLocales={supportedLocales}
              readOnly={!canManage}
              creating
              footer={
                canPickGroups && (
                  <Field.Root>
                    <Field.Label>{t("groups")}</Field.Label>
                    <Wrap gap="2" align="center">
                      {groups.map((group) => (
                        <Tag.Root key={group.id}>
                          <Tag.Label>{group.path}</Tag.Label>
                          <Tag.EndElement>
                            <Tag.CloseTrigger
                              aria-label={t("removeItem", { item: group.path ?? "" })}
                              onClick={() => setGroups(groups.filter((g) => g.id !== group.id))}
                            />
                          </Tag.EndElement>
                        </Tag.Root>
                      ))}
                      {canManage && (
                        <Button size="sm" variant="outline" onClick={() => setPickerOpen(true)}>
                          {t("joinGroups")}
                        </Button>
                      )}
                    </Wrap>
                  </Field.Root>
                )
              }
            />
            {canManage && (
              <HStack gap="3">
                <FormSubmitButton allowNonDirty>{t("create")}</FormSubmitButton>
                <Button variant="ghost" onClick={toUserList}>
                  {t("cancel")}
                </Button>
              </HStack>
            )}
          </EditForm>
        )}
        <GroupPickerDialog
          realm={realm}
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          excludedIds={groups.map((group) => group.id ?? "")}
          onPick={(picked) => setGroups([...groups, ...picked])}
        />
      </Box>
    </Box>
  );
}
