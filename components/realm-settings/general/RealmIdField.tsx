"use client";

import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldShell } from "@/components/form";
import { useAlerts } from "@/lib/console-context";

/** The realm's id: fixed, shown to be read and copied (for APIs and configuration that name realms by id). */
export function RealmIdField({ id }: { id: string }) {
  const t = useTranslations();
  const { addAlert, addError } = useAlerts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      addAlert(t("copySuccess"), "success");
    } catch (error) {
      addError("clipboardCopyError", error);
    }
  };
  return (
    <FieldShell label={t("realmId")} readOnly>
      <HStack gap="2">
        <Input name="realmId" value={id} readOnly fontFamily="mono" />
        <Button variant="outline" onClick={copy} disabled={!id}>
          {t("copyRealmId")}
        </Button>
      </HStack>
    </FieldShell>
  );
}
