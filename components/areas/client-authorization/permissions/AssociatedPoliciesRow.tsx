"use client";

import { DataList } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useAssociatedPolicies } from "@/lib/queries/authorization";

/** An expanded permission row: the policies it applies. */
export function AssociatedPoliciesRow({
  realm,
  clientId,
  permissionId,
}: {
  realm: string;
  clientId: string;
  permissionId: string;
}) {
  const t = useTranslations();
  const policies = useAssociatedPolicies(realm, clientId, permissionId);
  if (policies.isPending) return <LoadingSpinner />;
  if (policies.isError) return <QueryError query={policies} />;
  return (
    <DataList.Root orientation="horizontal" size="sm" py="2">
      <DataList.Item>
        <DataList.ItemLabel>{t("associatedPolicy")}</DataList.ItemLabel>
        <DataList.ItemValue>{policies.data.map((policy) => policy.name).join(", ") || t("noneSet")}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
