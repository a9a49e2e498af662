"use client";

import { createContext, useContext } from "react";

export type AlertVariant = "success" | "danger" | "warning" | "info";

export type AlertEntry = { id: number; message: string; variant: AlertVariant; description?: string };

export const ALERT_TIMEOUT_MS = 8000;

export type Alerts = {
  addAlert(message: string, variant?: AlertVariant, description?: string): void;
  /** A danger alert: `messageKey` translated with `{error}` = the error's message; error_description below it. */
  addError(messageKey: string, error: unknown): void;
};

export const AlertsContext = createContext<Alerts | undefined>(undefined);

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error("useAlerts is used outside the console's AlertsProvider");
  return alerts;
}
