"use client";

import { DataList } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useScopeUsage } from "@/lib/queries/authorization";

/** An expanded scope row: the resources and the permissions that use the scope. */
export function ScopeDetailRow({ realm, clientId, scopeId }: { realm: string; clientId: string; scopeId: string }) {
  const t = useTranslations();
  const usage = useScopeUsage(realm, clientId, scopeId);
  if (usage.isPending) return <LoadingSpinner />;
  if (usage.isError) return <QueryError query={usage} />;
  const names = (list: { name?: string }[]) => list.map((item) => item.name).join(", ") || t("noneSet");
  return (
    <DataList.Root orientation="horizontal" size="sm" py="2">
      <DataList.Item>
        <DataList.ItemLabel>{t("resources")}</DataList.ItemLabel>
        <DataList.ItemValue>{names(usage.data.resources)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("permissions")}</DataList.ItemLabel>
        <DataList.ItemValue>{names(usage.data.permissions)}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
