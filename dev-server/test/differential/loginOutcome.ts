// What a sign-in is compared by, the same on both servers: the page a step ended at (its login template, status, the
// fields a person fills in and the messages shown), or the redirect back to the client (with a code or an error); and
// the tokens the code or a grant gave (their header and the claims that tell how the person signed in).
import * as jose from "jose";
import type { LoginStop } from "./loginDriver.js";

export type StepOutcome =
  | { page: string; status: number; fields: string[]; messages: string[] }
  | { back: "code" | "error"; error?: string; error_description?: string };

export function stepOutcome(stop: LoginStop): StepOutcome {
  if (stop.kind === "back") {
    const { code, error, error_description } = stop.params;
    if (code && !error) return { back: "code" };
    return { back: "error", error, error_description };
  }
  const visible = stop.view.forms.flatMap((f) => f.fields.filter((x) => x.type !== "hidden").map((x) => x.name));
  return {
    page: stop.view.pageId,
    status: stop.status,
    fields: [...new Set(visible)].sort(),
    messages: stop.view.messages,
  };
}

/** the claims that say who signed in and how; times, ids of the session and token, and nonces are left out */
const SIGN_IN_CLAIMS = ["typ", "azp", "preferred_username", "acr", "scope", "email_verified"];

export type JwtOutcome = { alg: string; typ?: string; kid: boolean; claims: Record<string, unknown> };

export function jwtOutcome(token: unknown, claims = SIGN_IN_CLAIMS): JwtOutcome | undefined {
  if (typeof token !== "string") return undefined;
  const header = jose.decodeProtectedHeader(token);
  const payload = jose.decodeJwt(token);
  const kept = Object.fromEntries(claims.filter((c) => c in payload).map((c) => [c, payload[c]]));
  // Keycloak lists a token's scopes in no defined order
  if (typeof kept.scope === "string") kept.scope = kept.scope.split(" ").sort().join(" ");
  return { alg: String(header.alg), typ: header.typ, kid: typeof header.kid === "string", claims: kept };
}

/** a token endpoint's answer: refused with which error, or the tokens it issued */
export function tokenOutcome(answer: { status: number; body: Record<string, unknown> }, claims?: string[]) {
  const { status, body } = answer;
  if (status !== 200) return { status, error: body.error, error_description: body.error_description };
  return {
    status,
    access: jwtOutcome(body.access_token, claims),
    id: jwtOutcome(body.id_token, claims),
    refresh: typeof body.refresh_token === "string",
  };
}
