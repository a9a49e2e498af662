"use client";

import type { KeyboardEvent } from "react";
import { Badge, Button, HStack, IconButton, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { ExecutionNode, MoveDirection } from "@/lib/authentication/executionTree";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import { RowActionsMenu } from "@/components/kit/data-table/RowActionsMenu";
import { deleteRowAction, type RowAction } from "@/components/kit/data-table";
import { requirementLabel } from "./requirementLabel";

export type RowCommand = "addStep" | "addCondition" | "addSubFlow" | "config" | "delete";

export type ExecutionRowProps = {
  node: ExecutionNode;
  expanded: boolean;
  focusable: boolean;
  readOnly: boolean;
  rowRef(element: HTMLElement | null): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(): void;
  onToggle(): void;
  onRequirement(requirement: string): void;
  onMove(direction: MoveDirection): void;
  onCommand(command: RowCommand): void;
};

/** One execution or sub-flow of the treegrid: name, requirement, moves, configuration and the sub-flow's additions. */
export function ExecutionRow({ node, expanded, focusable, readOnly, rowRef, ...on }: ExecutionRowProps) {
  const t = useTranslations();
  const { execution } = node;
  const name = execution.displayName ?? execution.providerId ?? "";
  const hasChildren = node.children.length > 0;
  const actions: RowAction<ExecutionNode>[] = readOnly
    ? []
    : [
        ...(node.isFlow
          ? (["addStep", "addCondition", "addSubFlow"] as const).map((labelKey) => ({
              labelKey,
              onClick: () => on.onCommand(labelKey),
            }))
          : []),
        deleteRowAction(() => on.onCommand("delete")),
      ];
  return (
    <Table.Row
      ref={rowRef}
      data-execution-id={node.id}
      aria-level={node.level + 1}
      aria-posinset={node.index + 1}
      aria-setsize={node.siblingCount}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-label={name}
      tabIndex={focusable ? 0 : -1}
      onKeyDown={on.onKeyDown}
      onFocus={(event) => event.target === event.currentTarget && on.onFocus()}
      _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "-2px" }}
    >
      <Table.Cell>
        <HStack gap="1" ps={`${node.level * 1.5}rem`} align="start">
          {hasChildren ? (
            <IconButton
              size="xs"
              variant="ghost"
              tabIndex={-1}
              aria-label={t(expanded ? "collapseFlow" : "expandFlow", { name })}
              onClick={on.onToggle}
            >
              {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
            </IconButton>
          ) : (
            <Text as="span" w="6" flexShrink={0} />
          )}
          <Stack gap="0" minW="0">
            <Text fontWeight={node.isFlow ? "semibold" : undefined} overflowWrap="anywhere">
              {name}
            </Text>
            {execution.description && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {execution.description}
              </Text>
            )}
          </Stack>
          {node.isFlow && <Badge>{t("flow")}</Badge>}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        {readOnly || node.requirementChoices.length <= 1 ? (
          <Text>{requirementLabel(t, execution.requirement)}</Text>
        ) : (
          // as wide as its longest choice: the steps' names wrap to leave it the room ("Conditional", not "Conditiona")
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              width="auto"
              aria-label={t("requirementOf", { name })}
              value={execution.requirement}
              onChange={(event) => on.onRequirement(event.target.value)}
            >
              {node.requirementChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {requirementLabel(t, choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="end">
          {!readOnly && (
            <>
              <Button
                size="xs"
                variant="outline"
                aria-label={t("moveUpNamed", { name })}
                disabled={!node.canMoveUp}
                onClick={() => on.onMove("up")}
              >
                {t("moveUp")}
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={t("moveDownNamed", { name })}
                disabled={!node.canMoveDown}
                onClick={() => on.onMove("down")}
              >
                {t("moveDown")}
              </Button>
            </>
          )}
          {execution.configurable && (
            <Button
              size="xs"
              variant="outline"
              aria-label={t("executionConfigOf", { name })}
              onClick={() => on.onCommand("config")}
            >
              {t("executionConfig")}
            </Button>
          )}
          {actions.length > 0 && (
            <RowActionsMenu row={node} actions={actions} onAction={(action) => void action.onClick(node)} />
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
