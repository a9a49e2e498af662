"use client";

import { useMemo, useState } from "react";
import { Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { visibleRows, type ExecutionNode, type MoveDirection } from "@/lib/authentication/executionTree";
import { ExecutionRow, type RowCommand } from "./ExecutionRow";
import { useTreeKeyboard } from "./useTreeKeyboard";

export type ExecutionTreeGridProps = {
  flowAlias: string;
  tree: ExecutionNode[];
  readOnly: boolean;
  onRequirement(node: ExecutionNode, requirement: string): void;
  onMove(node: ExecutionNode, direction: MoveDirection): Promise<unknown>;
  onCommand(node: ExecutionNode, command: RowCommand): void;
};

/** The flow's executions as an ARIA treegrid: sub-flows open and close, and every action works from the keyboard. */
export function ExecutionTreeGrid({
  flowAlias,
  tree,
  readOnly,
  onRequirement,
  onMove,
  onCommand,
}: ExecutionTreeGridProps) {
  const t = useTranslations();
  const [collapsed, setCollapsedIds] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string>();
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const setCollapsed = (id: string, value: boolean) =>
    setCollapsedIds((current) => {
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  const { rowRef, onRowKeyDown, moveRow } = useTreeKeyboard({
    rows,
    collapsed,
    setCollapsed,
    move: readOnly ? undefined : onMove,
  });
  // one row is in the tab order: the last one focused while it is shown, else the first
  const focusable = rows.some((row) => row.id === active) ? active : rows[0]?.id;

  if (rows.length === 0) return <Text color="fg.muted">{t("emptyExecution")}</Text>;
  return (
    <Table.Root role="treegrid" aria-label={t("executionsOf", { flow: flowAlias })} size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("steps")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("requirement")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("actions")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((node) => (
          <ExecutionRow
            key={node.id}
            node={node}
            expanded={!collapsed.has(node.id)}
            focusable={node.id === focusable}
            readOnly={readOnly}
            rowRef={rowRef(node.id)}
            onKeyDown={onRowKeyDown(node)}
            onFocus={() => setActive(node.id)}
            onToggle={() => setCollapsed(node.id, !collapsed.has(node.id))}
            onRequirement={(requirement) => onRequirement(node, requirement)}
            onMove={(direction) => void moveRow(node, direction)}
            onCommand={(command) => onCommand(node, command)}
          />
        ))}
      </Table.Body>
    </Table.Root>
  );
}
