"use client";

import { useMemo, useState } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { buildExecutionTree, providerKind, type ExecutionNode } from "@/lib/authentication/executionTree";
import {
  useDeleteExecution,
  useFlowExecutions,
  useMoveExecution,
  useUpdateRequirement,
} from "@/lib/queries/authenticationFlowEditor";
import { AddExecutionDialog } from "./AddExecutionDialog";
import { AddSubFlowDialog } from "./AddSubFlowDialog";
import { ConfigDialog } from "./ConfigDialog";
import type { RowCommand } from "./ExecutionRow";
import { ExecutionTreeGrid } from "./ExecutionTreeGrid";
import { FlowDiagram } from "./FlowDiagram";

type OpenDialog =
  | { kind: "addStep" | "addCondition" | "addSubFlow"; parent: string; parentType: string | undefined }
  | { kind: "config"; node: ExecutionNode };

export type FlowExecutionsProps = { realm: string; flow: AuthenticationFlowRepresentation; readOnly: boolean };

/** The flow's executions as a treegrid or a diagram, with the dialogs that add to and configure them. */
export function FlowExecutions({ realm, flow, readOnly }: FlowExecutionsProps) {
  const t = useTranslations();
  const alias = flow.alias ?? "";
  const executions = useFlowExecutions(realm, alias);
  const tree = useMemo(() => buildExecutionTree(executions.data ?? []), [executions.data]);
  const [view, setView] = useState<"table" | "diagram">("table");
  const [dialog, setDialog] = useState<OpenDialog>();
  const updateRequirement = useUpdateRequirement(realm, flow);
  const move = useMoveExecution(realm, flow);
  const remove = useDeleteExecution(realm, flow);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ExecutionNode>({
    titleKey: "deleteConfirmExecution",
    messageKey: "deleteConfirmExecutionMessage",
    messageValues: (node) => ({ name: node.execution.displayName ?? "" }),
    onDelete: (node) => remove.mutateAsync(node.execution),
  });
  const close = () => setDialog(undefined);
  const onCommand = (node: ExecutionNode, command: RowCommand) => {
    if (command === "delete") confirmDelete(node);
    else if (command === "config") setDialog({ kind: "config", node });
    else setDialog({ kind: command, parent: node.flowAlias ?? "", parentType: subFlowType(node) });
  };

  return (
    <Stack gap="4">
      {DeleteConfirm}
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="1" role="group" aria-label={t("flowView")}>
          {(["table", "diagram"] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? "solid" : "outline"}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {t(value === "table" ? "tableView" : "diagramView")}
            </Button>
          ))}
        </HStack>
        {!readOnly && (
          <HStack gap="2">
            <PrimaryButton
              size="sm"
              onClick={() => setDialog({ kind: "addStep", parent: alias, parentType: flow.providerId })}
            >
              {t("addStep")}
            </PrimaryButton>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog({ kind: "addSubFlow", parent: alias, parentType: flow.providerId })}
            >
              {t("addSubFlow")}
            </Button>
          </HStack>
        )}
      </HStack>
      <QueryState query={executions}>
        {() =>
          view === "diagram" ? (
            <FlowDiagram flowAlias={alias} tree={tree} />
          ) : (
            <ExecutionTreeGrid
              flowAlias={alias}
              tree={tree}
              readOnly={readOnly}
              onRequirement={(node, requirement) => updateRequirement.mutate({ ...node.execution, requirement })}
              onMove={(node, direction) => move.mutateAsync({ id: node.id, direction })}
              onCommand={onCommand}
            />
          )
        }
      </QueryState>
      {(dialog?.kind === "addStep" || dialog?.kind === "addCondition") && (
        <AddExecutionDialog
          realm={realm}
          flow={flow}
          parent={dialog.parent}
          kind={providerKind(dialog.parentType)}
          conditions={dialog.kind === "addCondition"}
          onClose={close}
        />
      )}
      {dialog?.kind === "addSubFlow" && (
        <AddSubFlowDialog realm={realm} flow={flow} parent={dialog.parent} onClose={close} />
      )}
      {dialog?.kind === "config" && (
        <ConfigDialog realm={realm} flow={flow} node={dialog.node} readOnly={readOnly} onClose={close} />
      )}
    </Stack>
  );
}

/**
 * A sub-flow's type from its row: Keycloak sends the sub-flow's own providerId (basic-flow, form-flow), older servers
 * and this dev server a form flow's form and nothing for a generic flow.
 */
function subFlowType(node: ExecutionNode): string {
  const providerId = node.execution.providerId;
  if (!providerId || providerId === "basic-flow") return "basic-flow";
  return "form-flow";
}
