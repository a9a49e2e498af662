"use client";

import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useNavigate } from "@tanstack/react-router";
import type { FieldValues, Path } from "react-hook-form";
import { useEditForm } from "@/components/kit/form";
import { getErrorMessage } from "@/lib/errors";
import type { z } from "@/lib/form/zod";
import { useSaveUserProfile } from "@/lib/queries/userProfile";
import type { UserProfileSubTab } from "./userProfileTabs";

type ProfileEntryForm<D, T extends FieldValues> = {
  realm: string;
  /** The user-profile tab the form goes back to once saved. */
  tab: UserProfileSubTab;
  successKey?: string;
  /** The entry as stored; undefined when creating one. */
  stored: D | undefined;
  toValues: (stored: D | undefined) => T;
  /** Built once, with the form. */
  schema: () => z.ZodType;
  /** The whole configuration with the form's entry in it. */
  toConfig: (values: T) => UserProfileConfig;
  /** The field the server's message is about, when it names one. */
  fieldOf: (message: string, values: T) => Path<T> | undefined;
};

/**
 * The form of one entry of the user profile (an attribute, an attribute group): saved with the whole configuration,
 * guarded against leaving unsaved, back to its tab once saved; the server's message on the field it names.
 */
export function useProfileEntryForm<D, T extends FieldValues>({
  realm,
  tab,
  successKey,
  stored,
  toValues,
  schema,
  toConfig,
  fieldOf,
}: ProfileEntryForm<D, T>) {
  const navigate = useNavigate();
  const save = useSaveUserProfile(realm, { successKey });
  const toList = () => navigate({ to: "/$realm/realm-settings/user-profile/$tab", params: { realm, tab } });
  const edit = useEditForm({
    data: stored,
    toValues,
    schema,
    save: (values: T) => save.mutateAsync(toConfig(values)),
    // Keycloak refuses a configuration with one 400 that lists its problems in a text
    conflict: { field: (error, values) => fieldOf(getErrorMessage(error), values), statuses: [400] },
    errorKey: "userProfileError",
    onSaved: toList,
  });
  return { edit, toList };
}
