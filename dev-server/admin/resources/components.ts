// /components (query by parent/type/name, CRUD, sub-component types) and /keys, derived from the realm's
// key-provider components. Secret config values are masked as Keycloak masks them.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, created, jsonBody, noContent, notFound, param, queryString } from "../http.js";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import { ensureKeyMaterial, KEY_PROVIDER_TYPE, realmKeyProviders } from "../../realm/realmKeys.js";
import { realmKeysMetadata } from "../../realm/keyMetadata.js";
import { keyProviderError } from "../../realm/keyProviderValidation.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { keepComponentSecrets, maskComponentConfig } from "../../realm/secrets.js";
import { componentSecretKeys } from "../core/componentSecretKeys.js";
import { declaredConfig, providerKnown, updatedConfig } from "../core/componentConfig.js";
import { ldapMapperTypesFor } from "../core/ldapMapperTypesFor.js";
import { LDAP_MAPPER_TYPE, LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE } from "../../realm/ldap/ldapConfig.js";
import { defaultLdapMappers } from "../../realm/ldap/ldapDefaultMappers.js";
import { removeImportedUsers } from "../../realm/ldap/linkedUsers.js";
import { kerberosOnCreate, kerberosOnRemove, kerberosOnUpdate } from "../../realm/ldap/kerberosRequirement.js";
import { ldapProviderError } from "../../realm/ldap/ldapProviderValidation.js";
import { ldapMapperError } from "../../realm/ldap/ldapMapperValidation.js";
import { isPropertyFileProvider } from "../../realm/property-file/propertyFileConfig.js";
import { propertyFileError } from "../../realm/property-file/propertyFileValidation.js";
import { userStorageFolder } from "../../realm/property-file/userStorageFolder.js";
import { ldapMapperHandsOut } from "../../realm/mapperGrants.js";
import { requireMapperGrantable } from "./lib/roleGrants.js";
import { REGISTRATION_POLICY_TYPE } from "../../realm/registrationPolicies.js";
import { registrationPolicyRefusal, type PolicyRefusal } from "../../realm/registrationPolicyValidation.js";

type Component = ComponentRepresentation & { id: string };

/** the component as Keycloak answers it: secrets masked, and no key for a value list left empty (it stores none) */
function masked(c: Component): Component {
  const config = declaredConfig((c.config ?? {}) as Record<string, string[]>, c.providerType, c.providerId);
  const shown = maskComponentConfig(config, componentSecretKeys(c.providerType, c.providerId));
  return { ...c, config: Object.fromEntries(Object.entries(shown).filter(([, values]) => values.length > 0)) };
}

/** posted config without the mask: a masked secret means "keep what is stored" */
function unmasked(
  posted: Record<string, unknown> | undefined,
  stored: Component | undefined,
  target: Pick<Component, "providerType" | "providerId">,
): Record<string, string[]> {
  const values = Object.fromEntries(
    Object.entries(posted ?? {}).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(String)]),
  );
  return keepComponentSecrets(values, stored?.config, componentSecretKeys(target.providerType, target.providerId));
}

function componentOr404(realm: RealmData, req: Request, res: Response): Component | undefined {
  const c = realm.components.get(param(req, "id"));
  if (!c) notFound(res, "Could not find component");
  return c;
}

const isLdapProvider = (c: Pick<Component, "providerType" | "providerId">) =>
  c.providerType === USER_STORAGE_TYPE && c.providerId === LDAP_PROVIDER_ID;

/** Keycloak's factory validation for the component types it checks, and the config property it names if one */
function componentError(
  ctx: AdminContext,
  realm: RealmData,
  c: Component,
): { message: string; field?: string } | { refusal: PolicyRefusal } | undefined {
  const message = (error: string | undefined) => (error ? { message: error } : undefined);
  if (c.providerType === REGISTRATION_POLICY_TYPE) {
    const refusal = registrationPolicyRefusal(realm, c);
    return refusal ? { refusal } : undefined;
  }
  if (c.providerType === KEY_PROVIDER_TYPE) return message(keyProviderError(c));
  if (isLdapProvider(c)) return message(ldapProviderError(c.config));
  if (c.providerType === LDAP_MAPPER_TYPE) return message(ldapMapperError(realm, c));
  if (isPropertyFileProvider(c)) {
    const error = propertyFileError(c, userStorageFolder(ctx.store));
    // Keycloak names no field; naming `path` lets a console put the message under the field it is about
    return error ? { message: error, field: "path" } : undefined;
  }
  return undefined;
}

function refuse(res: Response, error: NonNullable<ReturnType<typeof componentError>>): void {
  if ("refusal" in error) res.status(400).json(error.refusal);
  else badRequest(res, error.message, undefined, error.field);
}

function withKeys(ctx: AdminContext, realm: RealmData, c: Component): void {
  if (c.providerType === KEY_PROVIDER_TYPE && ensureKeyMaterial(c, realm.rep.realm)) ctx.store.changed(realm);
}

export function registerComponents(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/components";
  router.get(
    base,
    inRealm(ctx, REALM_VIEW, (req, res, realm) => {
      const parent = queryString(req, "parent");
      const type = queryString(req, "type");
      const name = queryString(req, "name");
      const list = [...realm.components.values()].filter(
        (c) => (!parent || c.parentId === parent) && (!type || c.providerType === type) && (!name || c.name === name),
      );
      for (const c of list) withKeys(ctx, realm, c);
      res.json(list.map(masked));
    }),
  );
  router.post(
    base,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const rep = jsonBody<ComponentRepresentation>(req);
      if (!rep.providerId || !rep.providerType)
        return badRequest(res, "Component providerId and providerType are required");
      if (!providerKnown(rep.providerType, rep.providerId))
        return void res.status(400).json({ error: "Invalid provider type or no such provider" });
      // Keycloak's database refuses the duplicate key; its error handler answers 409 with no message of its own
      if (rep.id && realm.components.has(rep.id)) return void res.status(409).json({ error: "unknown_error" });
      const c: Component = {
        ...rep,
        id: rep.id ?? randomUUID(),
        parentId: rep.parentId ?? realm.rep.id,
        config: unmasked(rep.config, undefined, rep),
      };
      const error = componentError(ctx, realm, c);
      if (error) return refuse(res, error);
      if (!requireMapperGrantable(req, res, ctx.store, realm, ldapMapperHandsOut(realm, c))) return;
      realm.components.set(c.id, c);
      kerberosOnCreate(realm, c);
      withKeys(ctx, realm, c);
      // the LDAP factory's onCreate adds the mappers every directory needs
      if (isLdapProvider(c)) for (const m of defaultLdapMappers(c.id, c.config)) realm.components.set(m.id, m);
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: "COMPONENT",
        resourcePath: `components/${c.id}`,
        representation: masked(c),
      });
      created(req, res, c.id);
    }),
  );
  router.get(
    `${base}/:id`,
    inRealm(ctx, REALM_VIEW, (req, res, realm) => {
      const c = componentOr404(realm, req, res);
      if (!c) return;
      withKeys(ctx, realm, c);
      res.json(masked(c));
    }),
  );
  router.put(
    `${base}/:id`,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const c = componentOr404(realm, req, res);
      if (!c) return;
      const rep = jsonBody<ComponentRepresentation>(req);
      // a PUT may switch the provider: what is saved is checked as the type it becomes, as Keycloak validates it
      const target = { ...c, ...rep, id: c.id };
      const config =
        rep.config === undefined
          ? c.config
          : updatedConfig(
              unmasked(rep.config, c, target),
              c.config as Record<string, string[]>,
              target.providerType,
              target.providerId,
            );
      const changed = { ...target, config };
      const error = componentError(ctx, realm, changed);
      if (error) return refuse(res, error);
      if (!requireMapperGrantable(req, res, ctx.store, realm, ldapMapperHandsOut(realm, changed))) return;
      const before = { ...c };
      Object.assign(c, changed);
      kerberosOnUpdate(realm, before, c);
      // a new key size, curve or secret size makes the key again, as Keycloak's factories do on update
      withKeys(ctx, realm, c);
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "COMPONENT",
        resourcePath: `components/${c.id}`,
        representation: masked(c),
      });
      noContent(res);
    }),
  );
  router.delete(
    `${base}/:id`,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const c = componentOr404(realm, req, res);
      if (!c) return;
      const remove = (id: string) => {
        realm.components.delete(id);
        for (const sub of [...realm.components.values()]) if (sub.parentId === id) remove(sub.id);
      };
      remove(c.id);
      kerberosOnRemove(realm, c);
      // a storage provider takes the users it imported with it, as Keycloak's preRemove does
      if (c.providerType === USER_STORAGE_TYPE) removeImportedUsers(realm, c.id);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "COMPONENT",
        resourcePath: `components/${c.id}`,
      });
      noContent(res);
    }),
  );
  router.get(
    `${base}/:id/sub-component-types`,
    inRealm(ctx, REALM_VIEW, (req, res, realm) => {
      const c = componentOr404(realm, req, res);
      if (!c) return;
      if (queryString(req, "type") !== LDAP_MAPPER_TYPE || c.providerId !== "ldap") return void res.json([]);
      const cfg = ldapConfig(c.config);
      const activeDirectory = c.config?.vendor?.[0] === "ad";
      res.json(
        ldapMapperTypesFor({ editMode: cfg.editMode, usernameAttribute: cfg.usernameAttribute, activeDirectory }),
      );
    }),
  );

  router.get(
    "/realms/:realm/keys",
    inRealm(ctx, REALM_VIEW, (_req, res, realm) => {
      for (const c of realmKeyProviders(realm)) withKeys(ctx, realm, c);
      res.json(realmKeysMetadata(realm));
    }),
  );
}
