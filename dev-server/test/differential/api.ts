// What a differential scenario calls: the admin API of one server, in the scenario's own realm, as the master admin or
// as a realm-local admin with only some roles. Every call is recorded for the comparison with the other server.
import type { Target } from "./targets.js";

export type Query = Record<string, string | number | boolean | undefined>;

export type CallOptions = {
  query?: Query;
  /**
   * the answer's lists are in no defined order: `true` sorts the answer (a list) by its whole items; a field's name
   * sorts by that field every list of objects that have it, the answer itself or nested (a user's role mappings)
   */
  unordered?: boolean | string;
  /** lists inside the answer's body in no defined order (dotted paths, `*` for every item or field): sorted first */
  sets?: string[];
  /** a body sent as it is (for bodies that are not JSON, or JSON that is deliberately broken) */
  rawBody?: string;
  contentType?: string;
  /**
   * a deliberate, documented difference: these fields of the answer's body are left out of the comparison, or
   * (named `answer.status`, `answer.body`, `answer.location`) these parts of the answer itself; of a list answer, the
   * items `items` accepts are left out
   */
  differs?: { fields: string[]; items?: (item: unknown) => boolean; why: string };
  /**
   * the part of the body that is compared, for an answer whose facts are only part of it (a catalogue whose texts are
   * each server's own): applied to a copy of the body before anything else; `answer.status` is compared as ever
   */
  compared?: (body: unknown) => unknown;
};

/** a path from the server's root rather than below the scenario's realm */
export const isRooted = (path: string) => /^\/(admin|realms|resources)\//.test(path);

export type Answer = { status: number; body: unknown; location?: string };

/** the method of a recorded outcome: something a scenario saw outside the admin API (a login page, a token) */
export const OUTCOME = "OUTCOME";

export type Recorded = {
  method: string;
  path: string;
  query: Query;
  identity: string;
  answer: Answer;
  options: CallOptions;
};

/** a realm-local admin of the scenario's realm, signed in with admin-cli unless `clientId` names another client */
export type Identity = { username: string; password: string; clientId?: string };

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

  /** `path` below the realm (`/users`), or from the server's root (`/admin/...`, `/realms/...`, `/resources/...`) */
  url(path: string, query: Query = {}): string {
    const url = new URL(
      `${this.target.url}${isRooted(path) ? "" : `/admin/realms/${encodeURIComponent(this.realm)}`}${path}`,
    );
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  /** a call that is part of a scenario's set-up: made, never recorded */
  async quietly(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
    const token = this.identity
      ? await this.target.token(this.realm, this.identity.username, this.identity.password, this.identity.clientId)
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
   * `identity` signed in to the realm's admin console client, as the console is (Keycloak's whoami answers no other
   * client); the client is given the password grant for it
   */
  async throughConsole(identity: Identity): Promise<Identity> {
    const clientId = "security-admin-console";
    const [client] = (await this.quietly("GET", "/clients", undefined, { query: { clientId } })).body as {
      id: string;
    }[];
    const changed = await this.quietly("PUT", `/clients/${client.id}`, { ...client, directAccessGrantsEnabled: true });
    if (changed.status !== 204) throw new Error(`${this.target.name}: could not open ${clientId}: ${changed.status}`);
    return { ...identity, clientId };
  }

  /** records what the scenario saw outside the admin API (which login page came, a token's header and claims), to be
   * compared with the other server's like an answer; `what` names it in the differences */
  outcome(what: string, seen: unknown): void {
    this.calls.push({
      method: OUTCOME,
      path: what,
      query: {},
      identity: this.identity?.username ?? "admin",
      answer: { status: 200, body: seen },
      options: {},
    });
  }

  /**
   * a realm-local admin holding these roles of the realm's realm-management client (none: an admin of nothing); the
   * same roles asked again in another scenario of the file give the same admin
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
