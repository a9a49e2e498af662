"use client";

import { useTranslations } from "next-intl";
import { CopyableField } from "@/components/kit/form/CopyableField";

/** The realm's id: fixed, shown to be read and copied (for APIs and configuration that name realms by id). */
export function RealmIdField({ id }: { id: string }) {
  const t = useTranslations();
  return <CopyableField name="realmId" label={t("realmId")} value={id} />;
}
