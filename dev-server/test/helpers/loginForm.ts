// Drives the login page without a browser: starts an authorization-code request for a realm's
// security-admin-console (PKCE), follows to the login form and posts credentials, carrying the provider's cookies.
import { createHash, randomBytes } from "node:crypto";

export interface LoginForm {
  /** posts the credentials; the answer is the re-rendered form (200) or the redirect onwards (303) */
  submit(username: string, password: string): Promise<Response>;
}

export async function openLoginForm(baseUrl: string, realm: string): Promise<LoginForm> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const verifier = randomBytes(32).toString("base64url");
  const auth = new URL(`${baseUrl}/realms/${realm}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: "security-admin-console",
    redirect_uri: `${baseUrl}/admin/${realm}/console/`,
    response_type: "code",
    scope: "openid",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const start = await fetch(auth, { redirect: "manual" });
  keep(start);
  const formUrl = new URL(start.headers.get("location") ?? "", baseUrl);
  if (!/\/login-actions\/authenticate\//.test(formUrl.pathname))
    throw new Error(`no login form: ${start.status} ${formUrl}`);
  // the page's hidden fields (the step it answers) go back with the credentials, as a browser sends them
  const hiddenOf = (page: string) =>
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]);
  const page = await fetch(formUrl, { headers: { cookie: cookieHeader() } });
  keep(page);
  let hidden = hiddenOf(await page.text());
  return {
    async submit(username, password) {
      const response = await fetch(formUrl, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
        body: new URLSearchParams([...hidden, ["username", username], ["password", password]]),
      });
      keep(response);
      if (response.status === 200) hidden = hiddenOf(await response.clone().text());
      return response;
    },
  };
}
