// Files for a temp console dir that turn it into an oidc-client-ts test client: served by the dev server under
// /admin/master/console/, they are covered by security-admin-console's redirect URIs, like the real console.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./testServer.js";

const SETTINGS = `{
  authority: location.origin + "/realms/master",
  client_id: "security-admin-console",
  redirect_uri: location.origin + "/admin/master/console/test.html",
  silent_redirect_uri: location.origin + "/admin/master/console/silent.html",
  post_logout_redirect_uri: location.origin + "/admin/master/console/test.html",
  response_type: "code",
  response_mode: "query",
  scope: "openid",
  automaticSilentRenew: false,
  userStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
}`;

export function oidcTestPageFiles(): Record<string, string> {
  return {
    "oidc-client-ts.min.js": readFileSync(
      join(REPO_ROOT, "node_modules/oidc-client-ts/dist/browser/oidc-client-ts.min.js"),
      "utf8",
    ),
    // scripts in files: the server's Content-Security-Policy refuses inline ones
    "test.js": `window.mgr = new oidc.UserManager(${SETTINGS});
if (new URLSearchParams(location.search).has("code")) {
  mgr.signinRedirectCallback().then((user) => { window.signedIn = user; document.title = "signed-in"; },
    (error) => { document.title = "error: " + error.message; });
}`,
    "test.html": `<!doctype html><html lang="en"><head><title>test</title><script src="oidc-client-ts.min.js"></script></head><body><script src="test.js"></script></body></html>`,
    "silent.js": `new oidc.UserManager(${SETTINGS}).signinSilentCallback();`,
    "silent.html": `<!doctype html><html lang="en"><head><title>silent</title><script src="oidc-client-ts.min.js"></script></head><body><script src="silent.js"></script></body></html>`,
  };
}
