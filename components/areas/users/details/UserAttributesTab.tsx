"use client";

import { useMemo } from "react";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { AttributesForm } from "@/components/kit/form/AttributesForm";
import { keyValueToMultiMap, mapToKeyValue } from "@/lib/form/keyValue";
import { useUpdateUser, type UserWithMetadata } from "@/lib/queries/users";
import { managedPart, unmanagedPart } from "./userFormValues";
import { userForUpdate } from "./userUpdate";

export type UserAttributesTabProps = {
  realm: string;
  user: UserWithMetadata;
  metadata: UserProfileMetadata | undefined;
  readOnly: boolean;
};

/** The attributes the user profile does not declare, one row per value (a repeated key holds several values). */
export function UserAttributesTab({ realm, user, metadata, readOnly }: UserAttributesTabProps) {
  const t = useTranslations();
  const updateUser = useUpdateUser(realm, user.id ?? "", { successKey: "userSaved" });
  const unmanaged = useMemo(() => mapToKeyValue(unmanagedPart(user.attributes, metadata)), [user, metadata]);

  return (
    <AttributesForm
      attributes={unmanaged}
      label={t("attributes")}
      description={t("unmanagedAttributesHelp")}
      readOnly={readOnly}
      onSave={(rows) => {
        const attributes = { ...managedPart(user.attributes, metadata), ...keyValueToMultiMap(rows) };
        return updateUser.mutateAsync({ ...userForUpdate(user), attributes });
      }}
      errorKey="userSaveError"
    />
  );
}
