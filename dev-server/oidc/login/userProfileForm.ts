// The user profile as the person sees it at login (Keycloak's UPDATE_PROFILE context): the attributes a user may
// view or edit, which of them a user must fill in, their validation, and writing what the person entered. Username is
// on the page only when the realm lets users change it.
import type { UserProfileAttribute } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import {
  ROOT_ATTRIBUTES,
  userProfileConfig,
  validateUserProfile,
  type FieldError,
} from "../../realm/userProfileConfig.js";

export interface ProfileField {
  name: string;
  displayName: string;
  required: boolean;
}

const forUser = (roles: string[] | undefined) => !roles?.length || roles.includes("user");

function shownToUser(realm: RealmData, attribute: UserProfileAttribute): boolean {
  if (attribute.name === "username")
    return realm.rep.editUsernameAllowed === true && !realm.rep.registrationEmailAsUsername;
  const permissions = attribute.permissions;
  return !!permissions?.edit?.includes("user");
}

function requiredForUser(attribute: UserProfileAttribute): boolean {
  return !!attribute.required && forUser(attribute.required.roles);
}

export function profileFields(realm: RealmData): ProfileField[] {
  return (userProfileConfig(realm).attributes ?? [])
    .filter((a) => a.name && shownToUser(realm, a))
    .map((a) => ({ name: a.name!, displayName: a.displayName ?? a.name!, required: requiredForUser(a) }));
}

/** the user's current values of every profile attribute */
export function profileValues(user: UserRecord): Record<string, string[]> {
  const values: Record<string, string[]> = { ...user.attributes };
  for (const name of ROOT_ATTRIBUTES) {
    const value = user[name];
    values[name] = value === undefined ? [] : [value];
  }
  return values;
}

/** what is wrong with these values for a user: a required attribute left empty, a value its validators refuse */
export function profileProblems(realm: RealmData, user: UserRecord, values = profileValues(user)): FieldError[] {
  const attributes = userProfileConfig(realm).attributes ?? [];
  const problems = validateUserProfile(realm, values).filter((p) => p.errorMessage !== "error-user-attribute-required");
  for (const attribute of attributes) {
    const name = attribute.name!;
    if (!requiredForUser(attribute) || (values[name] ?? []).some((v) => v.trim() !== "")) continue;
    if (name === "username" && realm.rep.registrationEmailAsUsername) continue;
    problems.unshift({ field: name, errorMessage: "error-user-attribute-required", params: [name] });
  }
  return problems;
}

/** writes what the person entered on the page into the user */
export function applyProfile(realm: RealmData, user: UserRecord, form: Record<string, string>): void {
  for (const field of profileFields(realm)) {
    if (!(field.name in form)) continue;
    const value = form[field.name].trim();
    if (field.name === "email") {
      const changed = (user.email ?? "") !== value.toLowerCase();
      user.email = value ? value.toLowerCase() : undefined;
      if (changed) user.emailVerified = false;
    } else if (field.name === "username") user.username = value.toLowerCase();
    else if (field.name === "firstName" || field.name === "lastName") user[field.name] = value || undefined;
    else user.attributes = { ...user.attributes, [field.name]: value ? [value] : [] };
  }
}
