// The diff off the main thread: a realm of a thousand clients would hold the page still while it is compared.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { diffRealms } from "./diff";
import type { RealmDiff } from "./types";

export type DiffRequest = { id: number; left: RealmRepresentation; right: RealmRepresentation };
export type DiffAnswer = { id: number; diff: RealmDiff } | { id: number; error: string };

const scope = self as unknown as Worker;

scope.onmessage = (event: MessageEvent<DiffRequest>) => {
  const { id, left, right } = event.data;
  try {
    scope.postMessage({ id, diff: diffRealms(left, right) } satisfies DiffAnswer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies DiffAnswer);
  }
};
