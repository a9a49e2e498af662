"use client";

import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { explainError, getErrorMessage } from "@/lib/errors";
import type { z } from "@/lib/form/zod";
import { useSaveUserProfile } from "@/lib/queries/userProfile";
import type { UserProfileSubTab } from "./userProfileTabs";

type ProfileEntryForm<T extends FieldValues> = {
  realm: string;
  /** The user-profile tab the form goes back to once saved. */
  tab: UserProfileSubTab;
  successKey?: string;
  defaultValues: T;
  schema: z.ZodType;
  /** The whole configuration with the form's entry in it. */
  toConfig: (values: T) => UserProfileConfig;
  /** The field the server's message is about, when it names one. */
  fieldOf: (message: string, values: T) => Path<T> | undefined;
};

/**
 * The form of one entry of the user profile (an attribute, an attribute group): saved with the whole configuration,
 * guarded against leaving unsaved, back to its tab once saved; the server's message on the field it names.
 */
export function useProfileEntryForm<T extends FieldValues>({
  realm,
  tab,
  successKey,
  defaultValues,
  schema,
  toConfig,
  fieldOf,
}: ProfileEntryForm<T>) {
  const t = useTranslations();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const save = useSaveUserProfile(realm, { successKey });
  const form = useForm<T>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    mode: "onChange",
  });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const toList = () => navigate({ to: "/$realm/realm-settings/user-profile/$tab", params: { realm, tab } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toConfig(values));
      blocker.allowNext();
      await toList();
    } catch (error) {
      const message = getErrorMessage(error);
      const field = fieldOf(message, values);
      if (field) form.setError(field, { type: "server", message });
      else addError("userProfileError", explainError(error, t));
    }
  });

  return { form, blocker, submit, toList };
}
