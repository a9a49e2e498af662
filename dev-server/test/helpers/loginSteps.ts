// Drives the login pages step by step without a browser: starts an authorization-code request for a realm's
// security-admin-console, GETs the first page, then posts each page's fields, following the redirects back to the
// console to report the authorization code. Pass the same cookie jar to a second login to reuse the session.
import { createHash, randomBytes } from "node:crypto";

export interface LoginStep {
  status: number;
  html: string;
  /** the authorization code, once the login has finished */
  code?: string;
}

export interface LoginSteps {
  first: LoginStep;
  post(fields: Record<string, string>): Promise<LoginStep>;
}

export async function startLogin(
  baseUrl: string,
  realm: string,
  cookies = new Map<string, string>(),
): Promise<LoginSteps> {
  const send = async (url: URL, init: RequestInit = {}) => {
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
  const redirectUri = `${baseUrl}/admin/${realm}/console/`;
  const auth = new URL(`${baseUrl}/realms/${realm}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: "security-admin-console",
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const start = await send(auth);
  const formUrl = new URL(start.headers.get("location") ?? "", baseUrl);

  const settle = async (response: Response): Promise<LoginStep> => {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const location = new URL(current.headers.get("location") ?? "", baseUrl);
      if (location.href.startsWith(redirectUri))
        return { status: current.status, html: "", code: location.searchParams.get("code") ?? undefined };
      current = await send(location);
    }
    return { status: current.status, html: await current.text() };
  };
  // an existing session the flow accepts goes straight back with a code
  const first = await settle(/\/login-actions\/authenticate\//.test(formUrl.pathname) ? await send(formUrl) : start);
  return {
    first,
    post: async (fields) =>
      settle(
        await send(formUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
      ),
  };
}
