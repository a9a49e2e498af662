"use client";

import { useState } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { RowDeleteButton } from "@/components/kit/ui/RowDeleteButton";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAlerts } from "@/lib/console-context";
import { useDeleteClusterNode, useTestNodesAvailable } from "@/lib/queries/clients";
import { RegisterNodeDialog } from "./RegisterNodeDialog";

export type ClusterNodesProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/** The client's registered cluster nodes (host → last registration), registered or removed by hand, and tested. */
export function ClusterNodes({ realm, client, readOnly }: ClusterNodesProps) {
  const t = useTranslations();
  const { addAlert } = useAlerts();
  const [registering, setRegistering] = useState(false);
  const remove = useDeleteClusterNode(realm, client.id!);
  const test = useTestNodesAvailable(realm, client.id!);
  const nodes = Object.entries(client.registeredNodes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const [askDelete, deleteDialog] = useConfirmDelete<string>({
    titleKey: "deleteNode",
    messageKey: "deleteNodeBody",
    messageValues: (node) => ({ node }),
    onDelete: (node) => remove.mutateAsync(node),
  });

  const testNodes = async () => {
    const result = await test.mutateAsync(undefined);
    if (result.successRequests?.length)
      addAlert(t("testClusterSuccess", { nodes: result.successRequests.join(", ") }), "success");
    if (result.failedRequests?.length)
      addAlert(t("testClusterPartial", { nodes: result.failedRequests.join(", ") }), "danger");
  };

  return (
    <Stack gap="3">
      {deleteDialog}
      <RegisterNodeDialog
        realm={realm}
        clientId={client.id!}
        open={registering}
        onClose={() => setRegistering(false)}
      />
      {!readOnly && (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => setRegistering(true)}>
            {t("registerNodeManually")}
          </Button>
          <Button
            variant="outline"
            disabled={nodes.length === 0}
            loading={test.isPending}
            // the mutation raises its own error alert
            onClick={() => void testNodes().catch(() => undefined)}
          >
            {t("testClusterAvailability")}
          </Button>
        </HStack>
      )}
      <SimpleTable
        label={t("registeredClusterNodes")}
        emptyKey="noNodes"
        rows={nodes}
        rowKey={([host]) => host}
        columns={[
          { headerKey: "nodeHost", cell: ([host]) => <TruncatedText text={host} /> },
          { headerKey: "lastRegistration", cell: ([, registered]) => <FormattedDate time={registered * 1000} /> },
          !readOnly && { align: "end", cell: ([host]) => <RowDeleteButton onClick={() => askDelete(host)} /> },
        ]}
      />
    </Stack>
  );
}
