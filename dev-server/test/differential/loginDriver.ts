// Signs a person in through a server's own login pages: an authorization-code request (PKCE) for a client of the
// realm, then each page's form found by the names of the fields to fill and posted where the form says, redirects
// followed with the cookies a browser would keep, until the server asks for another page or sends the browser back
// to the client. What each step ends at is an outcome (loginOutcome.ts) both servers' answers are compared by.
import { createHash, randomBytes } from "node:crypto";
import { browserJar, type BrowserJar } from "../helpers/browserJar.js";
import { readLoginPage, type LoginPageView } from "./loginHtml.js";

export type LoginClient = { clientId: string; redirectUri: string; secret?: string };

/** where a step of the login ended: a page of the server, or the browser sent back to the client */
export type LoginStop =
  { kind: "page"; status: number; url: URL; view: LoginPageView } | { kind: "back"; params: Record<string, string> };

export class LoginDriver {
  private readonly jar: BrowserJar;
  private readonly verifier = randomBytes(32).toString("base64url");
  /** the last page the server showed */
  private page?: Extract<LoginStop, { kind: "page" }>;

  constructor(
    readonly origin: string,
    readonly realm: string,
    readonly client: LoginClient,
    jar?: BrowserJar,
  ) {
    this.jar = jar ?? browserJar(origin);
  }

  /** a second login in the same browser: the same cookies, a new authorization request */
  again(client = this.client): LoginDriver {
    return new LoginDriver(this.origin, this.realm, client, this.jar);
  }

  private get oidc(): string {
    return `${this.origin}/realms/${encodeURIComponent(this.realm)}/protocol/openid-connect`;
  }

  /** starts the authorization request; `params` adds to or replaces its parameters (scope, prompt, acr_values...) */
  async start(params: Record<string, string> = {}): Promise<LoginStop> {
    const url = new URL(`${this.oidc}/auth`);
    url.search = new URLSearchParams({
      client_id: this.client.clientId,
      redirect_uri: this.client.redirectUri,
      response_type: "code",
      scope: "openid",
      state: randomBytes(8).toString("hex"),
      nonce: randomBytes(8).toString("hex"),
      code_challenge: createHash("sha256").update(this.verifier).digest("base64url"),
      code_challenge_method: "S256",
      ...params,
    }).toString();
    return this.settle(await this.jar.send(url), url);
  }

  /** fills the form of the current page that has all these fields, and posts it (with `button` pressed) */
  async submit(values: Record<string, string>, button?: string): Promise<LoginStop> {
    const page = this.page;
    if (!page) throw new Error(`${this.origin}: no page to fill in`);
    const form = page.view.forms.find((f) =>
      Object.keys(values).every((name) => f.fields.some((x) => x.name === name)),
    );
    if (!form) throw new Error(`${this.origin}: no form with ${Object.keys(values)} on ${page.view.pageId}`);
    const body = new URLSearchParams();
    for (const field of form.fields) {
      if (field.name in values) continue;
      if ((field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
      body.append(field.name, field.value);
    }
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (button !== undefined) body.append(button, form.buttons.get(button) ?? "");
    const response = await this.jar.send(form.action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    return this.settle(response, form.action);
  }

  /** opens a link (a mail's, or one of the page's) in this browser */
  async open(link: URL | string): Promise<LoginStop> {
    const url = new URL(link, this.origin);
    return this.settle(await this.jar.send(url), url);
  }

  /** the code of the last redirect back, exchanged at the token endpoint: the status and the JSON answer */
  async exchange(code: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.oidc}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: this.client.clientId,
        ...(this.client.secret ? { client_secret: this.client.secret } : {}),
        redirect_uri: this.client.redirectUri,
        code,
        code_verifier: this.verifier,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  private async settle(first: Response, firstUrl: URL): Promise<LoginStop> {
    let response = first;
    let url = firstUrl;
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location") ?? "", url);
      if (url.href.startsWith(this.client.redirectUri)) {
        const params = Object.fromEntries(url.searchParams);
        this.page = undefined;
        return { kind: "back", params };
      }
      response = await this.jar.send(url);
    }
    const html = await response.text();
    this.page = { kind: "page", status: response.status, url, view: readLoginPage(html, url) };
    return this.page;
  }
}
