// oidc-provider signs an existing session in without asking; Keycloak does so only through the browser flow's cookie
// authenticator. This adds a login-prompt check: a session is reused only when the bound browser flow, walked with
// that session, succeeds without a page (auth-cookie enabled, nothing else required), otherwise the login pages run.
import { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import { walkBrowserFlow } from "./browserFlow.js";

export function browserFlowPolicy(realm: RealmData) {
  const policy = interactionPolicy.base();
  policy.get("login").checks.add(
    new interactionPolicy.Check(
      "browser_flow",
      "The browser flow does not accept the existing session",
      (ctx: KoaContextWithOIDC) => {
        const accountId: string | undefined = ctx.oidc.session?.accountId;
        if (!accountId || ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        const outcome = walkBrowserFlow(realm, ctx.oidc.client?.clientId, {
          done: new Set(),
          requiredActions: new Set(),
          sessionAccountId: accountId,
          reauthenticate: false,
        });
        return outcome.kind === "success" && outcome.user.id === accountId
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}
