// An answer to a request is a promise that what it did is kept: a response is only finished once every change made
// so far is on disk, so a crash right after a 201 cannot lose the created object. Express and oidc-provider send the
// status line with the body in end(), so a client does not see the status before the change is kept either.
import type { ServerResponse } from "node:http";
import type { Store } from "./store/store.js";

export function answerWhenDurable(res: ServerResponse, store: Store): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const settled = store.settled();
    if (!settled) return end(...args);
    void settled.then(() => end(...args));
    return res;
  }) as ServerResponse["end"];
}
