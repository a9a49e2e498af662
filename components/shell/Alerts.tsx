"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Alert, CloseButton, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ALERT_TIMEOUT_MS, AlertsContext, type AlertEntry, type Alerts, type AlertVariant } from "@/lib/alerts";
import { explainError, getErrorDescription, getErrorMessage } from "@/lib/errors";

const STATUS: Record<AlertVariant, "success" | "error" | "warning" | "info"> = {
  success: "success",
  danger: "error",
  warning: "warning",
  info: "info",
};

/** Keeps the alerts, newest first; each one leaves by itself after eight seconds. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [alerts, setAlerts] = useState<AlertEntry[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const removeAlert = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const addAlert = useCallback(
    (message: string, variant: AlertVariant = "success", description?: string) => {
      const id = nextId.current++;
      setAlerts((current) => [{ id, message, variant, description }, ...current]);
      timers.current.set(
        id,
        setTimeout(() => removeAlert(id), ALERT_TIMEOUT_MS),
      );
    },
    [removeAlert],
  );

  // every error alert reads a 403 or a 401 the same way, whether or not its caller explained the error first
  const addError = useCallback(
    (messageKey: string, error: unknown) => {
      const explained = explainError(error, t);
      addAlert(t(messageKey, { error: getErrorMessage(explained) }), "danger", getErrorDescription(explained));
    },
    [addAlert, t],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo<Alerts>(() => ({ addAlert, addError }), [addAlert, addError]);
  return (
    <AlertsContext.Provider value={value}>
      <AlertList alerts={alerts} onClose={removeAlert} />
      {children}
    </AlertsContext.Provider>
  );
}

function AlertList({ alerts, onClose }: { alerts: AlertEntry[]; onClose: (id: number) => void }) {
  const t = useTranslations();
  return (
    <Stack
      position="fixed"
      top="4"
      insetInlineEnd="4"
      zIndex="toast"
      gap="2"
      width="min(28rem, calc(100vw - 2rem))"
      aria-live="polite"
      data-testid="alerts"
    >
      {alerts.map((alert) => (
        <Alert.Root key={alert.id} role="alert" status={STATUS[alert.variant]} variant="surface" boxShadow="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{alert.message}</Alert.Title>
            {alert.description && <Alert.Description>{alert.description}</Alert.Description>}
          </Alert.Content>
          <CloseButton size="sm" aria-label={t("close")} onClick={() => onClose(alert.id)} />
        </Alert.Root>
      ))}
    </Stack>
  );
}
