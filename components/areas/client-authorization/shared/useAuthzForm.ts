"use client";

import { useNavigate } from "@tanstack/react-router";
import type { FieldValues, Path } from "react-hook-form";
import { useEditForm } from "@/components/kit/form";
import type { AuthorizationTab } from "../authorizationTabs";
import { useBackToTab } from "./useBackToTab";

type Named = FieldValues & { name: string };

export type AuthzFormOptions<T extends Named> = {
  realm: string;
  clientId: string;
  readOnly: boolean;
  /** The stored object's values, or a new one's. */
  initial: T;
  /** The tab the object is listed on: Cancel and Back go there. */
  tab: AuthorizationTab;
  /** Saves and answers the object's id. */
  save(values: T): Promise<string>;
  errorKey: string;
  /** The details route of a created object, which the form opens once it is saved. */
  created?: { to: string; params(id: string): Record<string, string> };
};

/**
 * The form of a named authorization object (resource, scope, policy, permission): a name taken shows on the name,
 * other field errors on their fields; a new object opens its own page once created.
 */
export function useAuthzForm<T extends Named>(options: AuthzFormOptions<T>) {
  const { realm, clientId, readOnly, initial, tab, save, errorKey, created } = options;
  const navigate = useNavigate();
  const back = useBackToTab(realm, clientId, tab);
  const edit = useEditForm({
    data: initial,
    toValues: (values: T) => values,
    save,
    readOnly,
    conflict: { field: "name" as Path<T> },
    errorKey,
    onSaved: created && ((id: string) => navigate({ to: created.to, params: created.params(id) } as never)),
  });
  return { edit, back: () => void back() };
}
