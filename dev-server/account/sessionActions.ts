// The account page's sign-outs and unlinking, as Keycloak's account console does them: a session of the person's
// (any other one is none of theirs, and nothing happens), all their other sessions, the page's own session; and an
// identity provider link, unless it is the last way they have to sign in. Each records Keycloak's user event.
import { endSession } from "../oidc/sessionEnd.js";
import { endOtherSessions } from "../oidc/userSessions.js";
import { accountTexts, type AccountMessageKey } from "./accountTexts.js";
import { accountEvent, done, passwordSet, type AccountContext, type Outcome } from "./accountContext.js";

export function signOutSession(ctx: AccountContext, uid: string): Outcome {
  const found = ctx.oidc.storage.sessionByUid(uid);
  if (!found || found[1].accountId !== ctx.session.user.id) return { status: 200, messages: [] };
  endSession(ctx.oidc, ...found);
  accountEvent(ctx, "LOGOUT", {}, { sessionId: uid });
  return {
    ...done(accountTexts(ctx.realm, ctx.locale)("sessionSignedOutMessage")),
    signedOut: uid === ctx.session.uid,
  };
}

export function signOutOthers(ctx: AccountContext): Outcome {
  for (const uid of endOtherSessions(ctx.oidc, ctx.session.user.id, ctx.session.uid))
    accountEvent(ctx, "LOGOUT", {}, { sessionId: uid });
  return done(accountTexts(ctx.realm, ctx.locale)("otherSessionsSignedOutMessage"));
}

/** the page's own session ends: the browser goes back through the login */
export function signOut(ctx: AccountContext): Outcome {
  const payload = ctx.oidc.storage.get("Session", ctx.session.id);
  if (payload) endSession(ctx.oidc, ctx.session.id, payload);
  accountEvent(ctx, "LOGOUT");
  return { status: 200, messages: [], signedOut: true };
}

export function unlink(ctx: AccountContext, alias: string): Outcome {
  const user = ctx.session.user;
  const refuse = (key: AccountMessageKey): Outcome => ({
    status: 400,
    messages: [{ kind: "error", html: accountTexts(ctx.realm, ctx.locale)(key) }],
  });
  if (!ctx.realm.identityProviders.has(alias)) return refuse("identityProviderNotFoundMessage");
  const link = user.federatedIdentities.find((f) => f.identityProvider === alias);
  if (!link) return refuse("federatedIdentityLinkNotActiveMessage");
  if (user.federatedIdentities.length < 2 && !passwordSet(user))
    return refuse("federatedIdentityRemovingLastProviderMessage");
  user.federatedIdentities = user.federatedIdentities.filter((f) => f !== link);
  ctx.store.changed(ctx.realm, { users: [user.id] });
  accountEvent(ctx, "REMOVE_FEDERATED_IDENTITY", {
    username: user.username,
    identity_provider: alias,
    identity_provider_identity: link.userName,
  });
  return done(accountTexts(ctx.realm, ctx.locale)("identityProviderRemovedMessage"));
}
