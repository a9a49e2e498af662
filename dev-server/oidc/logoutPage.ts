// The logout endpoint's page. Keycloak signs out at once when the request carries an ID token the provider has
// checked (id_token_hint), as the console's own sign-out does; without one it asks first, so that a page elsewhere
// cannot sign an admin out by sending the browser here.
import type { KoaContextWithOIDC } from "oidc-provider";

const HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>';
/** The page's only script; the pages' Content-Security-Policy allows it by its hash. */
export const AUTO_SUBMIT_SCRIPT = "document.forms[0].submit()";
const CONFIRM = '<input type="hidden" name="logout" value="yes"/>';

export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = "html";
  if (ctx.oidc.params?.id_token_hint) {
    ctx.body = `${HEAD}${form.replace("</form>", `${CONFIRM}</form>`)}<script>${AUTO_SUBMIT_SCRIPT}</script></body></html>`;
    return;
  }
  ctx.body = `${HEAD}<h1>Do you want to log out?</h1>${form.replace(
    "</form>",
    `${CONFIRM}<button type="submit">Logout</button></form>`,
  )}</body></html>`;
}
