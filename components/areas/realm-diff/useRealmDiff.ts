"use client";

import { useEffect, useRef, useState } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { DiffAnswer, DiffRequest } from "@/lib/realm-diff/diff.worker";
import type { RealmDiff } from "@/lib/realm-diff/types";
import { startDiffWorker } from "@/lib/realm-diff/startDiffWorker";

/** The diff, or what went wrong: the comparison's own error, or `true` for a worker that did not start. */
export type RealmDiffState = { diff?: RealmDiff; error?: string | true };

/**
 * The diff of the two exports, worked out in a Web Worker so that a large realm leaves the page responsive; a newer
 * pair of exports (after a copy, or another side chosen) replaces an answer still on its way.
 */
export function useRealmDiff(left: RealmRepresentation | undefined, right: RealmRepresentation | undefined) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<RealmDiffState>({});

  useEffect(() => {
    const created = startDiffWorker();
    created.onmessage = (event: MessageEvent<DiffAnswer>) => {
      const answer = event.data;
      if (answer.id !== latest.current) return;
      setState("error" in answer ? { error: answer.error } : { diff: answer.diff });
    };
    // a worker that does not load tells no message
    created.onerror = (event) => setState({ error: event.message || true });
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!left || !right || !worker.current) return;
    const id = ++latest.current;
    // a diff of the pair before would show under the new pair's names
    setState({});
    worker.current.postMessage({ id, left, right } satisfies DiffRequest);
  }, [left, right]);

  return state;
}
