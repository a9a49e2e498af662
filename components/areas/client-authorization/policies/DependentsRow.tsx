"use client";

import { DataList } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useDependentPolicies } from "@/lib/queries/authorization";

/** An expanded policy row: the permissions and policies that depend on it. */
export function DependentsRow({ realm, clientId, policyId }: { realm: string; clientId: string; policyId: string }) {
  const t = useTranslations();
  const dependents = useDependentPolicies(realm, clientId, policyId);
  if (dependents.isPending) return <LoadingSpinner />;
  if (dependents.isError) return <QueryError query={dependents} />;
  return (
    <DataList.Root orientation="horizontal" size="sm" py="2">
      <DataList.Item>
        <DataList.ItemLabel>{t("dependentPermission")}</DataList.ItemLabel>
        <DataList.ItemValue>
          {dependents.data.map((policy) => policy.name).join(", ") || t("noneSet")}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
