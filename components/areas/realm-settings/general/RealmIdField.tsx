"use client";

import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldShell } from "@/components/kit/form";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";

/** The realm's id: fixed, shown to be read and copied (for APIs and configuration that name realms by id). */
export function RealmIdField({ id }: { id: string }) {
  const t = useTranslations();
  const copyText = useCopyToClipboard();
  const copy = () => copyText(id);
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
