"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useAccess } from "@/lib/console-context";

const ReadOnlyContext = createContext(false);

/** Whether the form around may only be viewed. The kit's fields and FormActions read it; no form passes it down. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

export type FormAccessProps = {
  /** Read-only as told, or… */
  readOnly?: boolean;
  /** …unless the admin holds one of these roles (`manage-realm`…): what a screen's route needs to change things. */
  manage?: readonly string[];
  children: ReactNode;
};

/**
 * Makes everything inside read-only, as told or from the admin's roles; nested, an outer read-only wins, so a part of
 * a screen cannot unlock itself.
 */
export function FormAccess({ readOnly = false, manage, children }: FormAccessProps) {
  const outer = useReadOnly();
  const { hasAny } = useAccess();
  const locked = outer || readOnly || (manage !== undefined && !hasAny(...manage));
  return <ReadOnlyContext.Provider value={locked}>{children}</ReadOnlyContext.Provider>;
}

export type CanProps = {
  /** The admin needs one of these roles (`manage-users`…); left out, the read-only state around decides alone. */
  manage?: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
};

/** An action (a button, a menu item) shown only to an admin who may do it, and never in a read-only form. */
export function Can({ manage, children, fallback = null }: CanProps) {
  const readOnly = useReadOnly();
  const { hasAny } = useAccess();
  return !readOnly && (!manage || hasAny(...manage)) ? children : fallback;
}
