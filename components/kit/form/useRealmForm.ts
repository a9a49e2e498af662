"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { FieldValues } from "react-hook-form";
import { useUpdateRealm } from "@/lib/queries/realms";
import type { z } from "@/lib/form/zod";
import { useEditForm, type EditFormOptions } from "./useEditForm";

type RealmForm<T extends FieldValues> = Pick<
  EditFormOptions<RealmRepresentation, T, unknown>,
  "conflict" | "onSaved"
> & {
  realm: RealmRepresentation;
  // built from the tab's field list, so its inferred type is looser than the values'; none when any value goes
  schema?: z.ZodType;
  toValues: (realm: RealmRepresentation) => T;
  toRealm: (realm: RealmRepresentation, values: T) => RealmRepresentation;
  /** Message keys of the success and failure alerts, where the screen has its own (Keycloak's) rather than the realm's. */
  successKey?: string;
  errorKey?: string;
  readOnly?: boolean;
};

/**
 * A form over part of the realm (a realm-settings tab, an authentication policy): an edit form saved by PUTting the
 * whole realm with the tab's values on top.
 */
export function useRealmForm<T extends FieldValues>({
  realm,
  toRealm,
  successKey,
  errorKey = "realmSaveError",
  ...options
}: RealmForm<T>) {
  const updateRealm = useUpdateRealm(realm.realm ?? "", successKey);
  return useEditForm({
    ...options,
    data: realm,
    save: (values: T) => updateRealm.mutateAsync(toRealm(realm, values)),
    errorKey,
  });
}
