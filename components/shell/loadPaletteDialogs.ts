import { loadAreaMessages } from "@/lib/i18n/areaMessages";

/** The palette, its messages (the areas' chunk) and its searches: loaded when it first opens or the page is idle. */
export const loadPaletteDialogs = () =>
  Promise.all([import("@/components/shell/command-palette/PaletteDialogs"), loadAreaMessages()]).then(
    ([module]) => module,
  );
