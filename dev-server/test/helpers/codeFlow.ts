// The authorization-code flow without a browser, for any client and scope: the authorization request (PKCE), the
// login form, the redirect back with the code, and the code exchange; answers the token endpoint's response.
import { createHash, randomBytes } from "node:crypto";

export interface CodeFlowOptions {
  realm: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  username: string;
  password: string;
}

/** an authorization code and its PKCE verifier, or the error the flow ended with as a 400 */
export interface IssuedCode {
  code: string;
  verifier: string;
}

export async function authorizationCode(baseUrl: string, options: CodeFlowOptions): Promise<IssuedCode | Response> {
  const cookies = new Map<string, string>();
  const send = async (url: URL | string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const verifier = randomBytes(32).toString("base64url");
  const auth = new URL(`${oidcBase(baseUrl, options.realm)}/auth`);
  auth.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: "code",
    scope: options.scope,
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const start = await send(auth);
  const form = new URL(start.headers.get("location") ?? "", baseUrl);
  if (form.href.startsWith(options.redirectUri)) return redirectError(form);
  // the login page's hidden fields (the step it answers) go back with the credentials, as a browser sends them
  const page = await (await send(form)).text();
  const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]);
  let next = await send(form, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([...hidden, ["username", options.username], ["password", options.password]]),
  });
  while (next.status >= 300 && next.status < 400) {
    const location = new URL(next.headers.get("location") ?? "", baseUrl);
    const code = location.href.startsWith(options.redirectUri) ? location.searchParams.get("code") : null;
    if (code) return { code, verifier };
    if (location.searchParams.get("error")) return redirectError(location);
    next = await send(location);
  }
  throw new Error(`the flow ended without a code: ${next.status}`);
}

/** the token endpoint's answer to redeeming `code` with `verifier` */
export function redeemCode(baseUrl: string, options: CodeFlowOptions, { code, verifier }: IssuedCode) {
  return fetch(`${oidcBase(baseUrl, options.realm)}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      code,
      code_verifier: verifier,
    }),
  });
}

export async function codeFlowTokens(baseUrl: string, options: CodeFlowOptions): Promise<Response> {
  const issued = await authorizationCode(baseUrl, options);
  return issued instanceof Response ? issued : redeemCode(baseUrl, options, issued);
}

const oidcBase = (baseUrl: string, realm: string) => `${baseUrl}/realms/${realm}/protocol/openid-connect`;

/** an error the authorization endpoint redirected back, as a 400 with its parameters */
function redirectError(location: URL): Response {
  return Response.json(Object.fromEntries(location.searchParams), { status: 400 });
}

/** an access token of the realm's admin console client, signed in as the console signs in */
export async function consoleToken(baseUrl: string, realm: string, username: string, password: string) {
  const response = await codeFlowTokens(baseUrl, {
    realm,
    clientId: "security-admin-console",
    redirectUri: `${baseUrl}/admin/${realm}/console/`,
    scope: "openid",
    username,
    password,
  });
  if (!response.ok) throw new Error(`${username} could not sign in to ${realm}'s console: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
