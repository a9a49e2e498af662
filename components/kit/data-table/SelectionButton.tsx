"use client";

import type { ReactNode } from "react";
import { Button } from "@chakra-ui/react";

export type SelectionButtonProps<T> = {
  /** The table's selected rows; the button is off while none is selected. */
  rows: readonly T[];
  onClick(rows: T[]): void;
  danger?: boolean;
  children: ReactNode;
};

/** A toolbar button that acts on the selected rows (delete, leave, unassign). */
export function SelectionButton<T>({ rows, onClick, danger, children }: SelectionButtonProps<T>) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette={danger ? "red" : undefined}
      disabled={rows.length === 0}
      onClick={() => onClick([...rows])}
    >
      {children}
    </Button>
  );
}
