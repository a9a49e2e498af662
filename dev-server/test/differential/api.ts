// What a differential scenario calls: the admin API of one server, in the scenario's own realm, as the master admin or
// as a realm-local admin with only some roles. Every call is recorded for the comparison with the other server.
import type { Target } from "./targets.js";

export type Query = Record<string, string | number | boolean | undefined>;

export type CallOptions = {
  query?: Query;
  /** the answer is a list in no defined order: sorted by this field (or by its whole items) before comparing */
  unordered?: boolean | string;
  /** lists inside the answer in no defined order, as dotted paths (`*` for every item or field): compared sorted */
  sets?: string[];
  /** a body sent as it is (for bodies that are not JSON, or JSON that is deliberately broken) */
  rawBody?: string;
  contentType?: string;
  /** a deliberate, documented difference: these fields of the answer are left out of the comparison ("*": a body that is not JSON) */
  differs?: { fields: string[]; why: string };
};

export type Answer = { status: number; body: unknown; location?: string };

export type Recorded = {
  method: string;
  path: string;
  query: Query;
  identity: string;
  answer: Answer;
  options: CallOptions;
};

/** a realm-local admin of the scenario's realm */
export type Identity = { username: string; password: string };

export class Api {
  constructor(
    readonly target: Target,
    readonly realm: string,
    private readonly calls: Recorded[],
    private readonly identity?: Identity,
  ) {}

  /** the same server and record, as a realm-local admin */
  as(identity: Identity): Api {
    return new Api(this.target, this.realm, this.calls, identity);
  }

  get = (path: string, options: CallOptions = {}) => this.call("GET", path, undefined, options);
  post = (path: string, body?: unknown, options: CallOptions = {}) => this.call("POST", path, body, options);
  put = (path: string, body?: unknown, options: CallOptions = {}) => this.call("PUT", path, body, options);
  delete = (path: string, body?: unknown, options: CallOptions = {}) => this.call("DELETE", path, body, options);

  /** the id a create answered with, from its Location header */
  idFrom(answer: Answer): string {
    const id = answer.location?.split("/").pop();
    if (!id) throw new Error(`${this.target.name} answered ${answer.status} without a Location`);
    return id;
  }

  /** set-up: a POST made quietly, answering the new thing's id (from Location, or the body's id or _id) */
  async created(path: string, body: unknown): Promise<string> {
    const answer = await this.quietly("POST", path, body);
    const rep = answer.body as { id?: string; _id?: string } | undefined;
    const id = answer.location?.split("/").pop() ?? rep?.id ?? rep?._id;
    if (answer.status !== 201 || !id) throw new Error(`${this.target.name}: POST ${path} answered ${answer.status}`);
    return id;
  }

  /** `path` below the realm (`/users`), or from the server's root (`/admin/...`, `/realms/...`) */
  url(path: string, query: Query = {}): string {
    const rooted = path.startsWith("/admin/") || path.startsWith("/realms/");
    const url = new URL(`${this.target.url}${rooted ? "" : `/admin/realms/${encodeURIComponent(this.realm)}`}${path}`);
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  /** a call that is part of a scenario's set-up: made, never recorded */
  async quietly(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
    const token = this.identity
      ? await this.target.token(this.realm, this.identity.username, this.identity.password)
      : await this.target.token("master", "admin", "admin");
    const sendsJson = body !== undefined && options.rawBody === undefined;
    const response = await fetch(this.url(path, options.query), {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(sendsJson || options.rawBody !== undefined
          ? { "Content-Type": options.contentType ?? "application/json" }
          : {}),
      },
      body: options.rawBody ?? (sendsJson ? JSON.stringify(body) : undefined),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // not JSON: compared as text
    }
    return { status: response.status, body: parsed, location: response.headers.get("location") ?? undefined };
  }

  private async call(method: string, path: string, body: unknown, options: CallOptions): Promise<Answer> {
    const answer = await this.quietly(method, path, body, options);
    this.calls.push({
      method,
      path,
      query: options.query ?? {},
      identity: this.identity?.username ?? "admin",
      answer,
      options,
    });
    return answer;
  }

  /**
   * a realm-local admin holding these roles of the realm's realm-management client (none: an admin of nothing); asked
   * again in the same realm (another scenario of the file), the same admin
   */
  async adminWith(...roles: string[]): Promise<Identity> {
    const username = `admin-${roles.join("-") || "of-nothing"}`.slice(0, 60);
    const identity = { username, password: `${username}-pass` };
    const created = await this.quietly("POST", "/users", {
      username,
      enabled: true,
      email: `${username}@example.org`,
      firstName: "Limited",
      lastName: "Admin",
      credentials: [{ type: "password", value: identity.password, temporary: false }],
    });
    if (created.status === 409) return identity;
    if (created.status !== 201) throw new Error(`${this.target.name}: could not create ${username}: ${created.status}`);
    if (roles.length === 0) return identity;
    const userId = this.idFrom(created);
    const [client] = (await this.quietly("GET", "/clients", undefined, { query: { clientId: "realm-management" } }))
      .body as { id: string }[];
    const available = (await this.quietly("GET", `/clients/${client.id}/roles`)).body as { name: string }[];
    const granted = available.filter((role) => roles.includes(role.name));
    if (granted.length !== roles.length) throw new Error(`${this.target.name}: no such admin role among ${roles}`);
    const mapped = await this.quietly("POST", `/users/${userId}/role-mappings/clients/${client.id}`, granted);
    if (mapped.status !== 204) throw new Error(`${this.target.name}: could not grant ${roles}: ${mapped.status}`);
    return identity;
  }
}
