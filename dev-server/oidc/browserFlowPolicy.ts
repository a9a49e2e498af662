// oidc-provider signs an existing session in without asking; Keycloak does so only through the browser flow's cookie
// authenticator. This adds a login-prompt check: a session is reused only when the client's browser flow, run with
// that session, signs its user in without a page (auth-cookie enabled, nothing else asked, the level the client asks
// for already reached) and leaves no required action to run; otherwise the login pages run.
import { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { SessionMeta } from "./realmOidc.js";
import { FlowError, newAuthSession, sessionUser } from "./login/authSession.js";
import { FlowEngine } from "./login/flowEngine.js";
import { boundFlow, FlowTree } from "./login/flowModel.js";
import { browserKit } from "./login/browserKit.js";
import { requestedLoa } from "./login/levelOfAuthentication.js";
import { evaluateTriggers, nextRequiredAction } from "./login/requiredActions.js";

async function signsInByCookie(
  store: Store,
  realm: RealmData,
  ctx: KoaContextWithOIDC,
  accountId: string,
  meta: SessionMeta | undefined,
): Promise<boolean> {
  const clientId: string | undefined = ctx.oidc.client?.clientId;
  const flow = boundFlow(realm, clientId, "browser");
  if (!flow) return false;
  const params = (ctx.oidc.params ?? {}) as Record<string, string | undefined>;
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  const session = newAuthSession(realm, clientId ?? "", {
    scope: params.scope,
    loa: requestedLoa(realm, client, params),
  });
  session.existing = { accountId, loaMap: meta?.loaMap ?? {}, reauthenticate: false };
  try {
    const run = await new FlowEngine(session, new FlowTree(realm, flow), browserKit(store, ctx.ip)).start();
    const user = sessionUser(session);
    if (run.kind !== "done" || !session.sso || user?.id !== accountId || !user.enabled) return false;
    // the check only looks: the triggers' changes are made again when the login pages run
    const pending = new Set(session.requiredActions);
    const probe = structuredClone(user);
    evaluateTriggers(realm, probe, pending);
    return !nextRequiredAction(realm, probe, pending);
  } catch (error) {
    if (error instanceof FlowError) return false;
    throw error;
  }
}

export function browserFlowPolicy(store: Store, realm: RealmData, sessionMeta: Map<string, SessionMeta>) {
  const policy = interactionPolicy.base();
  policy.get("login").checks.add(
    new interactionPolicy.Check(
      "browser_flow",
      "The browser flow does not accept the existing session",
      async (ctx: KoaContextWithOIDC) => {
        const accountId: string | undefined = ctx.oidc.session?.accountId;
        if (!accountId || ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        const meta = sessionMeta.get(ctx.oidc.session.uid);
        return (await signsInByCookie(store, realm, ctx, accountId, meta))
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}
