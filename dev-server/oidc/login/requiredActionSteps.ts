// The required actions a login takes a person through, as Keycloak's RequiredActionProviders do: each shows its page
// and takes the answer, which either completes it or shows the page again with what is wrong. Update password,
// configure OTP, verify email (the mail goes to the dev outbox), update and verify profile, terms and conditions, and
// the user's locale (nothing to ask). Any other action is one this server does not run.
import type { RealmData, UserRecord } from "../../store/model.js";
import type { Store } from "../../store/store.js";
import { checkFullPasswordPolicy } from "../../realm/passwordHistory.js";
import { updatePassword } from "../../realm/passwordUpdate.js";
import { sendMail } from "../../realm/outbox.js";
import { escapeHtml } from "../escapeHtml.js";
import { base32Secret, generateOtpSecret, newOtpCredential, otpPolicy, verifySetupCode } from "../otp.js";
import { ENGLISH, loginTexts, type LoginMessageKey, type PageMessage } from "../loginPage.js";
import {
  renderConfigureTotpPage,
  renderTermsPage,
  renderUpdatePasswordPage,
  renderUpdateProfilePage,
  renderVerifyEmailPage,
} from "../requiredActionPages.js";
import { applyProfile, profileFields, profileProblems, profileValues } from "./userProfileForm.js";

export interface ActionContext {
  store: Store;
  realm: RealmData;
  user: UserRecord;
  locale: string;
  /** what the login keeps between an action's pages */
  memo: { otpSecret?: string; verificationSentTo?: string };
  /** a new verification link for this login */
  verificationLink(): string;
  /** the URL that sends the verification mail again */
  resendUrl: string;
  /** the person chose to be signed out of their other sessions */
  signOutOtherSessions(): Promise<void>;
}

export type ActionAnswer = { done: true } | { cancelled: true } | { messages: PageMessage[] };

export interface RequiredActionStep {
  render(ctx: ActionContext, messages?: PageMessage[]): string;
  submit(ctx: ActionContext, form: Record<string, string>): ActionAnswer | Promise<ActionAnswer>;
}

const message = (
  ctx: ActionContext,
  kind: PageMessage["kind"],
  key: LoginMessageKey,
  ...args: string[]
): PageMessage => ({
  kind,
  html: loginTexts(ctx.realm, ctx.locale)(key, ...args),
});

const signOutIfAsked = async (ctx: ActionContext, form: Record<string, string>) => {
  if (form["logout-sessions"] === "on") await ctx.signOutOtherSessions();
};

const updatePasswordStep: RequiredActionStep = {
  render: (ctx, messages = [message(ctx, "info", "updatePasswordMessage")]) =>
    renderUpdatePasswordPage({ realm: ctx.realm, locale: ctx.locale, messages }),
  async submit(ctx, form) {
    const password = form["password-new"] ?? "";
    if (!password) return { messages: [message(ctx, "error", "missingPasswordMessage")] };
    if (password !== form["password-confirm"]) return { messages: [message(ctx, "error", "notMatchPasswordMessage")] };
    const failure = await checkFullPasswordPolicy(ctx.realm.rep.passwordPolicy, password, ctx.user);
    if (failure) return { messages: [{ kind: "error", html: escapeHtml(failure.error_description) }] };
    const refused = await updatePassword(ctx.realm, ctx.user, password, false);
    if (refused) return { messages: [{ kind: "error", html: escapeHtml(refused) }] };
    await signOutIfAsked(ctx, form);
    return { done: true };
  },
};

const configureTotpStep: RequiredActionStep = {
  render(ctx, messages = [message(ctx, "info", "configureTotpMessage")]) {
    const secret = (ctx.memo.otpSecret ??= generateOtpSecret());
    const policy = otpPolicy(ctx.realm);
    return renderConfigureTotpPage({
      realm: ctx.realm,
      locale: ctx.locale,
      messages,
      key: base32Secret(secret),
      ...policy,
      counter: policy.initialCounter,
    });
  },
  async submit(ctx, form) {
    const secret = ctx.memo.otpSecret;
    const code = (form.totp ?? "").trim();
    if (!secret || !code) return { messages: [message(ctx, "error", "missingTotpMessage")] };
    if (!verifySetupCode(ctx.realm, secret, code)) return { messages: [message(ctx, "error", "invalidTotpMessage")] };
    const label = (form.userLabel ?? "").trim();
    ctx.user.credentials.push(newOtpCredential(ctx.realm, secret, label || undefined));
    ctx.memo.otpSecret = undefined;
    await signOutIfAsked(ctx, form);
    return { done: true };
  },
};

function sendVerification(ctx: ActionContext): void {
  const email = ctx.user.email!;
  sendMail(ctx.realm, {
    type: "VERIFY_EMAIL",
    to: email,
    userId: ctx.user.id,
    details: { link: ctx.verificationLink() },
  });
  ctx.memo.verificationSentTo = email;
}

const verifyEmailStep: RequiredActionStep = {
  render(ctx, messages = [message(ctx, "info", "verifyEmailMessage")]) {
    if (ctx.memo.verificationSentTo !== ctx.user.email) sendVerification(ctx);
    const email = ctx.user.email ?? "";
    return renderVerifyEmailPage({ realm: ctx.realm, locale: ctx.locale, messages, email, resend: ctx.resendUrl });
  },
  // the page has no form: an answer to it is the request to send the mail again
  submit(ctx) {
    sendVerification(ctx);
    return { messages: [message(ctx, "info", "verifyEmailMessage")] };
  },
};

/** "${firstName}" names a message of the login theme */
function displayName(ctx: ActionContext) {
  const t = loginTexts(ctx.realm, ctx.locale);
  return (text: string) => {
    const key = /^\$\{(.+)\}$/.exec(text)?.[1];
    return key && key in ENGLISH ? t(key as LoginMessageKey) : (key ?? text);
  };
}

function profileStep(alias: "UPDATE_PROFILE" | "VERIFY_PROFILE"): RequiredActionStep {
  const render = (ctx: ActionContext, messages: PageMessage[], values: Record<string, string>) =>
    renderUpdateProfilePage({
      realm: ctx.realm,
      locale: ctx.locale,
      messages,
      alias,
      fields: profileFields(ctx.realm),
      values,
      displayName: (text) => displayName(ctx)(text),
    });
  const current = (ctx: ActionContext) =>
    Object.fromEntries(Object.entries(profileValues(ctx.user)).map(([k, v]) => [k, v[0] ?? ""]));
  return {
    render: (ctx, messages = [message(ctx, "info", "updateProfileMessage")]) => render(ctx, messages, current(ctx)),
    submit(ctx, form) {
      const fields = profileFields(ctx.realm);
      const entered = Object.fromEntries(fields.map((f) => [f.name, (form[f.name] ?? "").trim()]));
      const values = {
        ...profileValues(ctx.user),
        ...Object.fromEntries(Object.entries(entered).map(([k, v]) => [k, v ? [v] : []])),
      };
      const problems = profileProblems(ctx.realm, ctx.user, values);
      if (problems.length) {
        const t = loginTexts(ctx.realm, ctx.locale);
        const texts = problems.map((p): PageMessage => {
          const key = p.errorMessage in ENGLISH ? (p.errorMessage as LoginMessageKey) : undefined;
          return { kind: "error", html: key ? t(key, ...(p.params ?? []).map(String)) : escapeHtml(p.errorMessage) };
        });
        return { messages: texts };
      }
      applyProfile(ctx.realm, ctx.user, entered);
      return { done: true };
    },
  };
}

const termsStep: RequiredActionStep = {
  render: (ctx, messages = []) => renderTermsPage({ realm: ctx.realm, locale: ctx.locale, messages }),
  submit: (_ctx, form) => ("cancel" in form ? { cancelled: true } : { done: true }),
};

export const REQUIRED_ACTION_STEPS: Record<string, RequiredActionStep> = {
  UPDATE_PASSWORD: updatePasswordStep,
  CONFIGURE_TOTP: configureTotpStep,
  VERIFY_EMAIL: verifyEmailStep,
  UPDATE_PROFILE: profileStep("UPDATE_PROFILE"),
  VERIFY_PROFILE: profileStep("VERIFY_PROFILE"),
  TERMS_AND_CONDITIONS: termsStep,
};

/** actions that complete without asking anything: the user's locale is taken from the login's */
export const SILENT_ACTIONS = new Set(["update_user_locale"]);
