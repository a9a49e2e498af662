// The areas' English messages (messages/en/areas.ts) are one chunk of their own, outside the first load: every screen
// route but the dashboard's loads it beside its own chunk (components/shell/screenRoutes.ts), and the console's
// translations take it in as soon as it is there.
type Messages = Record<string, string>;

let loaded: Messages | undefined;
let loading: Promise<Messages> | undefined;
const listeners = new Set<() => void>();

/** Loads the areas' messages once; later calls share the first load. A failed load is tried again next time. */
export function loadAreaMessages(): Promise<Messages> {
  loading ??= import("@/messages/en/areas").then(
    (module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The areas' messages once loaded (for useSyncExternalStore). */
export const areaMessagesSnapshot = (): Messages | undefined => loaded;

export function subscribeToAreaMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
