// The required actions of a login that has signed someone in: the next one the realm's order gives is shown, its
// answer completes it or shows it again with what is wrong, until none is left and the login finishes. An action this
// server does not run (WebAuthn registration, recovery codes...) is named on an error page.
import { sessionUser } from "./login/authSession.js";
import { completeRequiredAction, evaluateTriggers, nextRequiredAction } from "./login/requiredActions.js";
import { REQUIRED_ACTION_STEPS, SILENT_ACTIONS, type ActionContext } from "./login/requiredActionSteps.js";
import { verificationLink } from "./login/emailVerification.js";
import { renderErrorPage } from "./flowPages.js";
import { send, type LoginContext } from "./loginContext.js";
import { endOtherSessions } from "./userSessions.js";

function actionContext(ctx: LoginContext): ActionContext {
  const user = sessionUser(ctx.state.session)!;
  const interactionPath = `/realms/${encodeURIComponent(ctx.realm.rep.realm)}/login-actions/authenticate/${ctx.details.uid}`;
  return {
    store: ctx.store,
    realm: ctx.realm,
    user,
    locale: ctx.locale,
    memo: ctx.state.memo,
    verificationLink: () =>
      verificationLink(ctx.oidc.issuer, ctx.realm, {
        realm: ctx.realm.rep.realm,
        userId: user.id,
        email: user.email ?? "",
        interaction: ctx.details.uid,
        clientId: ctx.state.clientId,
      }),
    resendUrl: `${interactionPath}?execution=VERIFY_EMAIL`,
    signOutOtherSessions: async () => void endOtherSessions(ctx.oidc, user.id, ctx.details.session?.uid),
  };
}

/** shows the next required action, or finishes the login when none is left */
export async function runRequiredActions(ctx: LoginContext): Promise<void> {
  const { realm, state } = ctx;
  const user = sessionUser(state.session)!;
  if (evaluateTriggers(realm, user, state.session.requiredActions)) ctx.store.changed(realm, { users: [user.id] });
  const next = nextRequiredAction(realm, user, state.session.requiredActions);
  if (!next) return ctx.finished(ctx);
  if (SILENT_ACTIONS.has(next)) {
    completeRequiredAction(user, state.session.requiredActions, next);
    ctx.store.changed(realm, { users: [user.id] });
    return runRequiredActions(ctx);
  }
  const step = REQUIRED_ACTION_STEPS[next];
  if (!step)
    return send(
      ctx,
      renderErrorPage({ realm, locale: ctx.locale, error: "unsupportedRequiredActionMessage", detail: next }),
      400,
    );
  send(ctx, step.render(actionContext(ctx)));
}

/** the answer to a required action's page; an answer to an action the login is not at shows the one it is at */
export async function submitRequiredAction(ctx: LoginContext, alias: string, form: Record<string, string>) {
  const { realm, state } = ctx;
  const user = sessionUser(state.session)!;
  const step = REQUIRED_ACTION_STEPS[alias];
  if (!step || nextRequiredAction(realm, user, state.session.requiredActions) !== alias) return runRequiredActions(ctx);
  const actx = actionContext(ctx);
  const answer = await step.submit(actx, form);
  if ("messages" in answer) return send(ctx, step.render(actx, answer.messages));
  if ("cancelled" in answer) {
    await ctx.oidc.provider.interactionFinished(
      ctx.req,
      ctx.res,
      { error: "access_denied", error_description: "User cancelled aplication-initiated action." },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  completeRequiredAction(user, state.session.requiredActions, alias);
  ctx.store.changed(realm, { users: [user.id] });
  return runRequiredActions(ctx);
}
