// /admin/realms/{realm}/users: list, count, create, read, update, delete; the sub-resources of a user are
// registered from here too so that /users/count and /users/profile come before /users/{id}.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { CredentialRecord, RealmData, UserRecord } from "../../store/model.js";
import { findGroupByPath } from "../../store/realmLookups.js";
import { takenField } from "../../realm/userConflicts.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  conflict,
  created,
  fieldErrors,
  hasAnyRole,
  jsonBody,
  noContent,
  page,
  queryString,
} from "../http.js";
import { USERS_MANAGE, USERS_QUERY, USERS_VIEW } from "../../realm/adminRoles.js";
import { clearLoginFailures } from "../../realm/bruteForce.js";
import { checkPasswordPolicy } from "../../realm/passwordPolicy.js";
import { hashPassword, policyHashing } from "../../realm/passwordHash.js";
import { registerRoleMappingRoutes } from "./lib/roleMappingRoutes.js";
import { groupRoleIds } from "../../realm/userRoles.js";
import { userOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { requireGroupsGrantable } from "./lib/roleGrants.js";
import { invalidateUserIndex } from "../../realm/userIndex.js";
import { removeFromOrganizations } from "../../realm/organizationLinks.js";
import { decoratedProfileMetadata } from "../../realm/ldap/ldapUserProfile.js";
import { federatedUpdate } from "./lib/federatedUserUpdate.js";
import { importSearchMatches } from "../../realm/ldap/ldapUserSearch.js";
import { importFileSearchMatches } from "../../realm/property-file/propertyFileSearch.js";
import { fileUserProfileMetadata } from "../../realm/property-file/propertyFileProfile.js";
import { userStorageFolder } from "../../realm/property-file/userStorageFolder.js";
import { registerInLdap } from "../../realm/ldap/ldapRegistration.js";
import { ldapErrorCode } from "../../realm/ldap/ldapErrorCode.js";
import { userProfileMetadata, validateUserProfile, writableAttributes } from "../../realm/userProfileConfig.js";
import { findUsers, pageEnd } from "./lib/userQuery.js";
import { fullUserRep, listedUserRep, userAccess } from "./lib/userReps.js";
import { registerUserCredentials } from "./userCredentials.js";
import { registerUserLinks } from "./userLinks.js";
import { registerUserProfile } from "./userProfile.js";
import { integerPaging } from "./lib/pagingParams.js";

/** root fields and attributes of a representation, as the user profile validates them */
function profileValues(rep: UserRepresentation, attributes: Record<string, string[]>): Record<string, string[]> {
  const values: Record<string, string[]> = { ...attributes };
  for (const key of ["username", "email", "firstName", "lastName"] as const) {
    const v = rep[key];
    values[key] = v === undefined || v === null ? [] : [String(v)];
  }
  return values;
}

const TAKEN = { username: "User exists with same username", email: "User exists with same email" } as const;

function duplicateMessage(realm: RealmData, username: string, email: string | undefined, self?: UserRecord) {
  const taken = takenField(realm, username, email, self);
  return taken && TAKEN[taken];
}

async function createUser(ctx: AdminContext, req: Request, res: Response, realm: RealmData): Promise<void> {
  const rep = jsonBody<UserRepresentation>(req);
  const email = rep.email?.trim() ? rep.email.trim().toLowerCase() : undefined;
  const username = (realm.rep.registrationEmailAsUsername ? email : rep.username)?.trim().toLowerCase() ?? "";
  if (!username) return badRequest(res, "User name is missing");
  const duplicate = duplicateMessage(realm, username, email);
  if (duplicate) return conflict(res, duplicate);
  const attributes = writableAttributes(realm, rep.attributes ?? {});
  const errors = validateUserProfile(realm, profileValues({ ...rep, username, email }, attributes));
  if (errors.length) return fieldErrors(res, errors);
  // whatever the user profile checks, a user has a name: Keycloak answers so with a profile that checks none
  if (!username) return badRequest(res, "User name is missing");

  const groupIds: string[] = [];
  for (const path of rep.groups ?? []) {
    const group = findGroupByPath(realm, path);
    if (!group) return badRequest(res, `Group ${path} not found`);
    groupIds.push(group.id);
  }
  if (!requireGroupsGrantable(req, res, ctx.store, realm, groupIds)) return;
  const user: UserRecord = {
    id: randomUUID(),
    username,
    email,
    firstName: rep.firstName,
    lastName: rep.lastName,
    enabled: rep.enabled ?? false,
    emailVerified: rep.emailVerified ?? false,
    createdTimestamp: Date.now(),
    attributes,
    requiredActions: rep.requiredActions ?? [],
    federationLink: rep.federationLink,
    notBefore: 0,
    credentials: [],
    roleIds: realm.defaultRoleId ? [realm.defaultRoleId] : [],
    groupIds: [...new Set([...realm.defaultGroupIds, ...groupIds])],
    federatedIdentities: rep.federatedIdentities ?? [],
    consents: [],
  };
  const passwords = (rep.credentials ?? []).filter((c) => (c.type ?? "password") === "password" && c.value);
  for (const c of passwords)
    if (checkPasswordPolicy(realm.rep.passwordPolicy, c.value!, user))
      return badRequest(res, "Password policy not met");
  const password = passwords.at(-1);
  if (password) {
    const credential: CredentialRecord = {
      id: randomUUID(),
      type: "password",
      createdDate: Date.now(),
      ...(await hashPassword(password.value!, policyHashing(realm.rep.passwordPolicy))),
      temporary: password.temporary ?? false,
    };
    user.credentials = [credential];
    if (password.temporary && !user.requiredActions.includes("UPDATE_PASSWORD"))
      user.requiredActions.push("UPDATE_PASSWORD");
    // another request may have taken the name while the password was hashed
    const late = duplicateMessage(realm, username, email);
    if (late) return conflict(res, late);
  }
  try {
    await registerInLdap(realm, user, password?.value);
  } catch (error) {
    return badRequest(res, ldapErrorCode(error));
  }
  realm.users.set(user.id, user);
  invalidateUserIndex(realm);
  recordWrite(ctx, req, realm, {
    operationType: "CREATE",
    resourceType: "USER",
    resourcePath: `users/${user.id}`,
    representation: { ...rep, credentials: undefined },
  });
  created(req, res, user.id);
}

async function updateUser(ctx: AdminContext, req: Request, res: Response, realm: RealmData, user: UserRecord) {
  const rep = jsonBody<UserRepresentation>(req);
  const email = rep.email === undefined ? user.email : rep.email?.trim() ? rep.email.trim().toLowerCase() : undefined;
  let username = rep.username === undefined ? user.username : String(rep.username).trim().toLowerCase();
  if (realm.rep.registrationEmailAsUsername && email) username = email;
  // a taken name or email is a conflict even where the username may not change
  const duplicate = duplicateMessage(realm, username, email, user);
  if (duplicate) return conflict(res, duplicate);
  if (username !== user.username && realm.rep.editUsernameAllowed === false && !realm.rep.registrationEmailAsUsername) {
    return fieldErrors(res, [
      { field: "username", errorMessage: "error-user-attribute-read-only", params: ["username"] },
    ]);
  }
  const attributes = rep.attributes === undefined ? user.attributes : writableAttributes(realm, rep.attributes);
  const merged: UserRepresentation = {
    username,
    email,
    firstName: rep.firstName === undefined ? user.firstName : rep.firstName,
    lastName: rep.lastName === undefined ? user.lastName : rep.lastName,
  };
  const errors = validateUserProfile(realm, profileValues(merged, attributes));
  if (errors.length) return fieldErrors(res, errors);
  if (!(await federatedUpdate(realm, res, user, merged))) return;

  const renamed = username !== user.username;
  user.username = username;
  user.email = email;
  user.firstName = merged.firstName ?? undefined;
  user.lastName = merged.lastName ?? undefined;
  if (rep.attributes !== undefined) {
    // attributes the admin may not see or edit survive an update
    const kept = Object.fromEntries(
      Object.entries(user.attributes).filter(([k]) => !(k in writableAttributes(realm, { [k]: [] }))),
    );
    user.attributes = { ...kept, ...attributes };
  }
  if (rep.enabled !== undefined) {
    user.enabled = rep.enabled;
    if (rep.enabled) clearLoginFailures(realm, user.id);
  }
  if (rep.emailVerified !== undefined) user.emailVerified = rep.emailVerified;
  if (rep.requiredActions !== undefined) user.requiredActions = [...rep.requiredActions];
  if (rep.federationLink !== undefined) user.federationLink = rep.federationLink || undefined;
  if (renamed) invalidateUserIndex(realm);
  recordWrite(ctx, req, realm, {
    operationType: "UPDATE",
    resourceType: "USER",
    resourcePath: `users/${user.id}`,
    representation: rep,
  });
  noContent(res);
}

function deleteUser(ctx: AdminContext, req: Request, res: Response, realm: RealmData, user: UserRecord): void {
  realm.users.delete(user.id);
  removeFromOrganizations(realm, new Set([user.id]));
  clearLoginFailures(realm, user.id);
  invalidateUserIndex(realm);
  recordWrite(ctx, req, realm, { operationType: "DELETE", resourceType: "USER", resourcePath: `users/${user.id}` });
  noContent(res);
}

export function registerUsers(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/users";
  registerUserProfile(router, ctx);

  router.get(
    base,
    integerPaging,
    inRealm(ctx, USERS_QUERY, async (req, res, realm) => {
      // Without view-users a query-users admin may search, but Keycloak hides every user it may not view.
      if (!hasAnyRole(req, realm.rep.realm, USERS_VIEW)) return void res.json([]);
      const search = queryString(req, "search");
      if (search !== undefined) {
        const fromLdap = await importSearchMatches(realm, search, pageEnd(req));
        const fromFiles = importFileSearchMatches(realm, search, pageEnd(req), userStorageFolder(ctx.store));
        if (fromLdap + fromFiles > 0) ctx.store.changed(realm);
      }
      const brief = queryString(req, "briefRepresentation") === "true";
      res.json(page(findUsers(realm, req, pageEnd(req)), req.query).map((u) => listedUserRep(req, realm, u, brief)));
    }),
  );
  router.get(
    `${base}/count`,
    inRealm(ctx, USERS_QUERY, (req, res, realm) => {
      res.json(hasAnyRole(req, realm.rep.realm, USERS_VIEW) ? findUsers(realm, req).length : 0);
    }),
  );
  router.post(
    base,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => createUser(ctx, req, res, realm)),
  );

  router.get(
    `${base}/:id`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      res.json({
        ...fullUserRep(realm, user),
        access: userAccess(req, realm),
        ...(queryString(req, "userProfileMetadata") === "true"
          ? {
              userProfileMetadata: decoratedProfileMetadata(
                realm,
                user,
                fileUserProfileMetadata(realm, user, userProfileMetadata(realm, true)),
              ),
            }
          : {}),
      });
    }),
  );
  router.put(
    `${base}/:id`,
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) await updateUser(ctx, req, res, realm, user);
    }),
  );
  router.delete(
    `${base}/:id`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) deleteUser(ctx, req, res, realm, user);
    }),
  );

  registerRoleMappingRoutes(router, ctx, {
    base: `${base}/:id`,
    find: (realm, id) => realm.users.get(id),
    notFoundMessage: "User not found",
    viewRoles: USERS_VIEW,
    manageRoles: USERS_MANAGE,
    pathSegment: "users",
    inheritedRoleIds: (realm, user) => groupRoleIds(realm, user.groupIds),
  });
  registerUserCredentials(router, ctx);
  registerUserLinks(router, ctx);
}
