"use client";

import { CommandPalette } from "./CommandPalette";
import { ShortcutsDialog } from "./ShortcutsDialog";

type PaletteDialogsProps = {
  dialog: "palette" | "shortcuts" | null;
  /** Changes with every opening, so each starts afresh (an empty search box). */
  openCount: number;
  onClose(): void;
};

/** The shell's lazily loaded dialogs: the command palette and the list of keyboard shortcuts. */
export default function PaletteDialogs({ dialog, openCount, onClose }: PaletteDialogsProps) {
  return (
    <>
      <CommandPalette key={`palette-${openCount}`} open={dialog === "palette"} onClose={onClose} />
      <ShortcutsDialog open={dialog === "shortcuts"} onClose={onClose} />
    </>
  );
}
