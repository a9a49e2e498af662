"use client";

import { lazy, Suspense, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { loadPaletteDialogs } from "./loadPaletteDialogs";
import { useShortcutKeys } from "./useShortcutKeys";

type PaletteDialog = "palette" | "shortcuts";

// never in the first load
const PaletteDialogs = lazy(loadPaletteDialogs);

/** Listens for the keyboard shortcuts; Ctrl/Cmd-K and `?` open the palette's dialogs, `g` sequences go to screens. */
export function ConsoleShortcuts() {
  const realm = useRealmName();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PaletteDialog | null>(null);
  const [opened, setOpened] = useState(0);
  const show = (next: PaletteDialog) => {
    setDialog(next);
    setOpened((count) => count + 1);
  };
  useShortcutKeys({
    onPalette: () => show("palette"),
    onHelp: () => show("shortcuts"),
    onGo: (shortcut) => void navigate({ to: shortcut.to, params: { ...shortcut.params, realm } } as never),
  });
  if (opened === 0) return null;
  return (
    <Suspense>
      <PaletteDialogs dialog={dialog} openCount={opened} onClose={() => setDialog(null)} />
    </Suspense>
  );
}
