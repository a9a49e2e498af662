import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";

/** A tab's panel in a chunk of its own, which can be asked for before the panel renders. */
export type LazyPanel<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

export function lazyPanel<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPanel<P> {
  return Object.assign(lazy(load), { preload: load });
}

/**
 * Asks for the panel's chunk as soon as the screen shows, while the screen still waits for its own data (a panel
 * renders only once that is in): the chunk and the data then come in one round trip instead of two in series. The
 * chunk loader keeps the module, so rendering the panel later asks for nothing more.
 */
export function usePanelPreload(panel: { preload(): Promise<unknown> } | undefined) {
  useEffect(() => {
    // a chunk that fails here fails again when the panel renders, and is reported there
    panel?.preload().catch(() => undefined);
  }, [panel]);
}
