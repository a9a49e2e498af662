// A realm held by one long write (a partial import) that must be all or nothing: while it runs, every other admin
// write to that realm waits for it, as Keycloak's single transaction would keep them apart, so that undoing it undoes
// nothing anyone else was told is done. The holder's own requests (its calls through the admin API) carry its key.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
export const HOLDER_HEADER = "x-dev-server-holder";

interface Hold {
  key: string;
  released: Promise<void>;
}

export class RealmWriteLocks {
  private readonly holds = new Map<string, Hold>();

  /** runs `work` with the realm held, after any earlier hold of it is released; `work` gets the holder's key */
  async hold<T>(realmName: string, work: (key: string) => Promise<T>): Promise<T> {
    for (let held = this.holds.get(realmName); held; held = this.holds.get(realmName)) await held.released;
    let release = () => {};
    const hold: Hold = { key: randomUUID(), released: new Promise((done) => (release = done)) };
    this.holds.set(realmName, hold);
    try {
      return await work(hold.key);
    } finally {
      this.holds.delete(realmName);
      release();
    }
  }

  /** holds back another request's write to a held realm until the hold is released */
  waitForHolds() {
    return async (req: Request, _res: Response, next: NextFunction) => {
      const name = realmOfPath(req.path);
      if (READS.has(req.method) || name === undefined) return next();
      for (let held = this.holds.get(name); held && req.get(HOLDER_HEADER) !== held.key; held = this.holds.get(name))
        await held.released;
      next();
    };
  }
}

function realmOfPath(path: string): string | undefined {
  const segment = /^\/realms\/([^/]+)/.exec(path)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
