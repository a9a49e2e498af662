"use client";

import { useEffect, useRef } from "react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";

type Load = () => Promise<unknown>;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 500);
  return () => window.clearTimeout(id);
}

/**
 * Loads the code of the ways on from here (the sidebar's screens, the palette), one piece per idle moment, and only
 * while no query is fetching and no screen is loading, so that it never holds up what the admin is waiting for: a far
 * admin's first visit of a screen then waits for its data alone. A piece that fails to load is left to its own screen, which asks again and
 * says so. `key` names the list: a new key starts it again.
 */
export function useIdlePreload(loads: readonly Load[], key: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const fetching = useIsFetching() > 0;
  const navigating = useRouterState({ select: (state) => state.status !== "idle" });
  const busy = fetching || navigating;
  const latest = useRef(loads);
  useEffect(() => {
    latest.current = loads;
  });
  const done = useRef({ key, count: 0 });
  useEffect(() => {
    if (busy) return;
    if (done.current.key !== key) done.current = { key, count: 0 };
    const progress = done.current;
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      if (stopped || progress.count >= latest.current.length) return;
      cancel = whenIdle(() => {
        // a screen may have started its queries or its navigation since this render: its change of state runs this
        // effect again
        if (queryClient.isFetching() > 0 || router.state.status !== "idle") return;
        const load = latest.current[progress.count++];
        load()
          .catch(() => undefined)
          .finally(next);
      });
    };
    next();
    return () => {
      stopped = true;
      cancel();
    };
  }, [busy, key, queryClient, router]);
}
