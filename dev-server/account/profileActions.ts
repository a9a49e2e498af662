// The account page's personal info and password forms, checked as Keycloak's account console checks them: the user
// profile's rules for the person (the attributes they may edit, required ones, validators), no username or email
// another user holds, a federated user's read-only fields; the current password, the confirmation and the realm's
// password policy. Each records Keycloak's user event, UPDATE_PROFILE or UPDATE_PASSWORD (with UPDATE_CREDENTIAL).
import type { RealmData } from "../store/model.js";
import type { FieldError } from "../realm/userProfileConfig.js";
import { takenField } from "../realm/userConflicts.js";
import { federatedProfileChange } from "../realm/federatedProfileChange.js";
import { invalidateUserIndex } from "../realm/userIndex.js";
import { checkFullPasswordPolicy } from "../realm/passwordHistory.js";
import { READ_ONLY_ACCOUNT, updatePassword } from "../realm/passwordUpdate.js";
import { userStorageFolder } from "../realm/property-file/userStorageFolder.js";
import { applyProfile, profileFields, profileProblems, profileValues } from "../oidc/login/userProfileForm.js";
import { passwordMatches } from "../oidc/passwords.js";
import { endOtherSessions } from "../oidc/userSessions.js";
import { escapeHtml } from "../oidc/escapeHtml.js";
import { accountTexts, attributeLabel, isAccountMessageKey, type AccountMessageKey } from "./accountTexts.js";
import { accountEvent, done, passwordSet, type AccountContext, type Outcome } from "./accountContext.js";
import type { FormOf } from "./accountForms.js";

/** Keycloak's event details of a changed attribute: previous_first_name, updated_email, previous_{attribute}... */
const DETAIL_NAMES: Record<string, string> = { firstName: "first_name", lastName: "last_name" };

function changeDetails(before: Record<string, string[]>, after: Record<string, string[]>) {
  const details: Record<string, string> = { context: "ACCOUNT" };
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = (before[name] ?? []).join("##");
    const now = (after[name] ?? []).join("##");
    if (was === now) continue;
    const detail = DETAIL_NAMES[name] ?? name;
    // as Keycloak's event builder, an empty value leaves its detail out
    if (was) details[`previous_${detail}`] = was;
    if (now) details[`updated_${detail}`] = now;
  }
  return details;
}

/** the profile's refusals as the page's messages; {0} is the field's display name */
function problemMessages(ctx: AccountContext, problems: FieldError[]) {
  const t = accountTexts(ctx.realm, ctx.locale);
  const labels = new Map(profileFields(ctx.realm).map((f) => [f.name, f.displayName]));
  return problems.map((p) => {
    const name = attributeLabel(ctx.realm, ctx.locale, labels.get(p.field) ?? p.field);
    const args = (p.params ?? []).map((v, i) => (i === 0 ? name : v == null ? "" : String(v)));
    // a pattern validator's own message is the realm's text
    const html = isAccountMessageKey(p.errorMessage) ? t(p.errorMessage, ...args) : escapeHtml(p.errorMessage);
    return { kind: "error" as const, html };
  });
}

/** the values the person may edit, as they sent them; a field the form left out keeps its value */
function enteredValues(realm: RealmData, form: FormOf<"profile">): Record<string, string> {
  const entered: Record<string, string> = {};
  for (const { name } of profileFields(realm)) {
    const value: unknown = Object.hasOwn(form, name) ? form[name] : undefined;
    if (typeof value === "string") entered[name] = value.trim();
  }
  return entered;
}

export async function updateProfile(ctx: AccountContext, form: FormOf<"profile">): Promise<Outcome> {
  const { realm } = ctx;
  const user = ctx.session.user;
  const t = accountTexts(realm, ctx.locale);
  const entered = enteredValues(realm, form);
  const refuse = (status: number, messages: Outcome["messages"], fields: string[]): Outcome => ({
    status,
    messages,
    entered,
    invalid: new Set(fields),
  });
  const values = { ...profileValues(user) };
  for (const [name, value] of Object.entries(entered)) values[name] = value ? [value] : [];
  const problems = profileProblems(realm, user, values);
  if (problems.length)
    return refuse(
      200,
      problemMessages(ctx, problems),
      problems.map((p) => p.field),
    );

  const email = "email" in entered ? entered.email.toLowerCase() || undefined : user.email;
  const asEmail = realm.rep.registrationEmailAsUsername && email;
  const username = asEmail || ("username" in entered ? entered.username.toLowerCase() : user.username);
  const taken = takenField(realm, username, email, user);
  if (taken) {
    const key: AccountMessageKey = taken === "username" ? "usernameExistsMessage" : "emailExistsMessage";
    return refuse(409, [{ kind: "error", html: t(key) }], [taken]);
  }
  const kept = (name: "firstName" | "lastName") => (name in entered ? entered[name] || undefined : user[name]);
  const refusal = await federatedProfileChange(realm, user, {
    username,
    email,
    firstName: kept("firstName"),
    lastName: kept("lastName"),
  });
  if (refusal && "readOnly" in refusal) {
    const label = attributeLabel(realm, ctx.locale, `\${${refusal.readOnly}}`);
    return refuse(400, [{ kind: "error", html: t("error-user-attribute-read-only", label) }], [refusal.readOnly]);
  }
  if (refusal) return refuse(400, [{ kind: "error", html: escapeHtml(refusal.error) }], []);

  const before = profileValues(user);
  applyProfile(realm, user, entered);
  // the username follows the email where the email is the username
  user.username = username;
  if (username !== before.username[0]) invalidateUserIndex(realm);
  ctx.store.changed(realm, { users: [user.id] });
  accountEvent(ctx, "UPDATE_PROFILE", changeDetails(before, profileValues(user)));
  return done(t("accountUpdatedMessage"));
}

export async function changePassword(ctx: AccountContext, form: FormOf<"password">): Promise<Outcome> {
  const { realm } = ctx;
  const user = ctx.session.user;
  const t = accountTexts(realm, ctx.locale);
  const details = { credential_type: "password" };
  const refuse = (html: string, error: string, field: string, status = 200): Outcome => {
    // Keycloak records the deprecated password event beside the credential one
    accountEvent(ctx, "UPDATE_PASSWORD_ERROR", details, { error });
    accountEvent(ctx, "UPDATE_CREDENTIAL_ERROR", details, { error });
    return { status, messages: [{ kind: "error", html }], invalid: new Set([field]) };
  };
  const blank = (value: string | undefined) => !value?.trim();
  if (passwordSet(user)) {
    if (blank(form.password)) return refuse(t("missingPasswordMessage"), "password_missing", "password");
    if (!(await passwordMatches(user, form.password!, realm, userStorageFolder(ctx.store))))
      return refuse(t("invalidPasswordExistingMessage"), "invalid_user_credentials", "password");
  }
  const next = form["password-new"] ?? "";
  if (blank(next)) return refuse(t("missingPasswordMessage"), "password_missing", "password-new");
  if (next !== form["password-confirm"])
    return refuse(t("invalidPasswordConfirmMessage"), "password_confirm_error", "password-confirm");
  const failure = await checkFullPasswordPolicy(realm.rep.passwordPolicy, next, user);
  if (failure) return refuse(escapeHtml(failure.error_description), "password_rejected", "password-new");
  const refused = await updatePassword(realm, user, next, false);
  if (refused === READ_ONLY_ACCOUNT) return refuse(t("readOnlyPasswordMessage"), "not_allowed", "password-new", 400);
  if (refused) return refuse(escapeHtml(refused), "password_rejected", "password-new", 400);
  ctx.store.changed(realm, { users: [user.id] });
  if (form["logout-sessions"] === "on") endOtherSessions(ctx.oidc, user.id, ctx.session.uid);
  accountEvent(ctx, "UPDATE_PASSWORD", details);
  accountEvent(ctx, "UPDATE_CREDENTIAL", details);
  return done(t("accountPasswordUpdatedMessage"));
}
