// oidc-provider storage for one realm: an unbounded Map (the bundled MemoryAdapter is a 1000-entry LRU shared by
// every provider in the process and evicts live refresh tokens). Clients are not stored here: they are read from the
// realm store on every lookup, so admin edits apply at once. The admin layer reads sessions and grants from it.
import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  /** epoch ms; undefined = no expiry */
  expiresAt?: number;
}

export class RealmStorage {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByGrant = new Map<string, Set<string>>();
  /** secondary keys (session uid, device user code) -> primary id */
  private readonly sessionIdByUid = new Map<string, string>();
  private readonly idByUserCode = new Map<string, string>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly findClient: (clientId: string) => AdapterPayload | undefined) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** the class oidc-provider instantiates once per model name, over one realm's storage (static: it reaches its privates) */
  static adapterClass(storage: RealmStorage): new (model: string) => Adapter {
    return class MapAdapter implements Adapter {
      constructor(private readonly model: string) {}
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        storage.put(this.model, id, payload, expiresIn);
      }
      async find(id: string) {
        if (this.model === "Client") return storage.findClient(id);
        const payload = storage.get(this.model, id);
        return payload && structuredClone(payload);
      }
      async findByUid(uid: string) {
        const id = storage.sessionIdByUid.get(uid);
        return id ? this.find(id) : undefined;
      }
      async findByUserCode(userCode: string) {
        const id = storage.idByUserCode.get(userCode);
        return id ? this.find(id) : undefined;
      }
      async consume(id: string) {
        const payload = storage.get(this.model, id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      }
      async destroy(id: string) {
        storage.entries.delete(`${this.model}:${id}`);
      }
      async revokeByGrantId(grantId: string) {
        storage.revokeGrant(grantId);
      }
    };
  }

  /** live entries of one model, as [id, payload] */
  list(model: string): [string, AdapterPayload][] {
    const now = Date.now();
    const prefix = `${model}:`;
    const out: [string, AdapterPayload][] = [];
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix) && !(entry.expiresAt && entry.expiresAt <= now))
        out.push([key.slice(prefix.length), entry.payload]);
    }
    return out;
  }

  get(model: string, id: string): AdapterPayload | undefined {
    const key = `${model}:${id}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  /** the live session with this uid (Keycloak's session id) as [id, payload] */
  sessionByUid(uid: string): [string, AdapterPayload] | undefined {
    const id = this.sessionIdByUid.get(uid);
    const payload = id ? this.get("Session", id) : undefined;
    return id && payload ? [id, payload] : undefined;
  }

  delete(model: string, id: string): void {
    this.entries.delete(`${model}:${id}`);
  }

  /** removes the grant and every token issued under it */
  revokeGrant(grantId: string): void {
    for (const key of this.keysByGrant.get(grantId) ?? []) this.entries.delete(key);
    this.entries.delete(`Grant:${grantId}`);
    this.keysByGrant.delete(grantId);
  }

  clear(): void {
    this.entries.clear();
    this.keysByGrant.clear();
    this.sessionIdByUid.clear();
    this.idByUserCode.clear();
  }

  dispose(): void {
    clearInterval(this.sweeper);
    this.clear();
  }

  private put(model: string, id: string, payload: AdapterPayload, expiresIn?: number): void {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
    const key = `${model}:${id}`;
    this.entries.set(key, { payload: structuredClone(payload), expiresAt });
    if (payload.grantId) {
      const keys = this.keysByGrant.get(payload.grantId) ?? new Set<string>();
      keys.add(key);
      this.keysByGrant.set(payload.grantId, keys);
    }
    if (model === "Session" && payload.uid) this.sessionIdByUid.set(payload.uid, id);
    if (payload.userCode) this.idByUserCode.set(payload.userCode, id);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt && entry.expiresAt <= now) this.entries.delete(key);
    for (const [uid, id] of this.sessionIdByUid)
      if (!this.entries.has(`Session:${id}`)) this.sessionIdByUid.delete(uid);
    for (const [code, id] of this.idByUserCode)
      if (!this.entries.has(`DeviceCode:${id}`)) this.idByUserCode.delete(code);
  }
}
