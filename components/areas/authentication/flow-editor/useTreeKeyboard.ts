"use client";

import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import type { ExecutionNode, MoveDirection } from "@/lib/authentication/executionTree";

type TreeKeyboardOptions = {
  rows: readonly ExecutionNode[];
  collapsed: ReadonlySet<string>;
  setCollapsed(id: string, collapsed: boolean): void;
  /** Moves a row among its siblings; undefined when the flow is read-only. */
  move?(node: ExecutionNode, direction: MoveDirection): Promise<unknown>;
};

/**
 * The treegrid's keys on a focused row (WAI-ARIA treegrid): arrows between rows, right and left to open, close or
 * reach the parent, Home and End, and Alt+ArrowUp/Down to move the row. The row keeps the focus after a move, when
 * the server's new order has been read and the row is drawn at its new place.
 */
export function useTreeKeyboard({ rows, collapsed, setCollapsed, move }: TreeKeyboardOptions) {
  const rowElements = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string>(undefined);

  const focusRow = useCallback((id: string | undefined) => {
    if (id) rowElements.current.get(id)?.focus();
  }, []);

  useEffect(() => {
    if (refocus.current) focusRow(refocus.current);
    refocus.current = undefined;
  }, [rows, focusRow]);

  const rowRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) rowElements.current.set(id, element);
      else rowElements.current.delete(id);
    },
    [],
  );

  const moveRow = useCallback(
    async (node: ExecutionNode, direction: MoveDirection) => {
      if (!move) return;
      refocus.current = node.id;
      try {
        await move(node, direction);
      } finally {
        focusRow(node.id);
      }
    },
    [move, focusRow],
  );

  const onRowKeyDown = (node: ExecutionNode) => (event: KeyboardEvent<HTMLElement>) => {
    // keys typed in the row's select or buttons are theirs
    if (event.target !== event.currentTarget) return;
    const at = rows.indexOf(node);
    const expanded = node.children.length > 0 && !collapsed.has(node.id);
    const handled = () => event.preventDefault();
    switch (event.key) {
      case "ArrowUp":
      case "ArrowDown": {
        const direction = event.key === "ArrowUp" ? "up" : "down";
        handled();
        if (event.altKey) {
          if (move && (direction === "up" ? node.canMoveUp : node.canMoveDown)) void moveRow(node, direction);
        } else focusRow(rows[at + (direction === "up" ? -1 : 1)]?.id);
        return;
      }
      case "ArrowRight":
        handled();
        if (node.children.length && !expanded) setCollapsed(node.id, false);
        else if (expanded) focusRow(node.children[0]?.id);
        return;
      case "ArrowLeft":
        handled();
        if (expanded) setCollapsed(node.id, true);
        else focusRow(node.parent?.id);
        return;
      case "Home":
        handled();
        focusRow(rows[0]?.id);
        return;
      case "End":
        handled();
        focusRow(rows.at(-1)?.id);
        return;
    }
  };

  return { rowRef, onRowKeyDown, moveRow };
}
