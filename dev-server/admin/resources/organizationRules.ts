// Organizations as the admin API shows and checks them: the feature switch, the representation, domains, search.
import type { Request, Response } from "express";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type { OrganizationRecord, RealmData } from "../../store/model.js";
import { lc, param } from "../http.js";
import { noSpaceProblem } from "../../realm/realmNames.js";

/** Keycloak's Organizations.checkEnabled and its "not found" for an unknown organization: 404 with errorMessage */
function orgNotFound(res: Response, errorMessage: string): void {
  res.status(404).json({ errorMessage });
}

export function enabledOr404(realm: RealmData, res: Response): boolean {
  if (realm.rep.organizationsEnabled) return true;
  orgNotFound(res, "Organizations not enabled for this realm.");
  return false;
}

/** a domain is unverified unless it was said to be verified */
const domainReps = (o: OrganizationRecord) =>
  (o.domains ?? []).map((d) => ({ name: d.name, verified: d.verified === true }));

export function orgRep(o: OrganizationRecord, brief: boolean): OrganizationRepresentation {
  const { memberIds: _m, identityProviderAliases: _i, groups: _g, ...rest } = o;
  if (!brief) return { enabled: true, attributes: {}, ...rest, domains: domainReps(o) };
  return {
    id: o.id,
    name: o.name,
    alias: o.alias,
    enabled: o.enabled ?? true,
    description: o.description,
    domains: domainReps(o),
    redirectUrl: o.redirectUrl,
  };
}

export function orgOr404(realm: RealmData, req: Request, res: Response): OrganizationRecord | undefined {
  const org = realm.organizations.get(param(req, "id"));
  if (!org) orgNotFound(res, "Organization not found.");
  return org;
}

/**
 * Keycloak accepts an organization's redirect URL only when empty or an absolute http(s) URL ("uri" validator with
 * its default schemes), so the link the account console follows after an invitation never runs script.
 */
export function redirectUrlProblem(rep: OrganizationRepresentation): string | undefined {
  const url = rep.redirectUrl;
  if (url === undefined || url === null || url === "") return undefined;
  if (typeof url !== "string" || !/^https?:/.test(url) || /\s/.test(url) || !URL.canParse(url))
    return "Organization redirect URL is not valid.";
  return undefined;
}

export function domainProblem(
  realm: RealmData,
  rep: OrganizationRepresentation,
  self?: OrganizationRecord,
): string | undefined {
  for (const d of rep.domains ?? []) {
    if (!d.name || !/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(d.name))
      return `Invalid domain format: ${d.name}`;
    for (const o of realm.organizations.values()) {
      if (o !== self && (o.domains ?? []).some((x) => x.name === d.name))
        return `Domain ${d.name} is already linked to organization ${o.name} in realm ${realm.rep.realm}`;
    }
  }
  return undefined;
}

/**
 * ReservedCharValidator on the alias, or on the name when it stands for the alias: Keycloak answers the first as
 * {error}, the second as {errorMessage} that says so.
 */
export function aliasProblem(
  rep: OrganizationRepresentation,
  name: string,
): { error?: string; errorMessage?: string } | undefined {
  const alias = rep.alias?.trim();
  if (alias) {
    const problem = noSpaceProblem(alias);
    return problem ? { error: problem } : undefined;
  }
  const problem = noSpaceProblem(name);
  return problem ? { errorMessage: `Name cannot be used as alias: ${problem}` } : undefined;
}

export function matchesSearch(o: OrganizationRecord, search: string, exact: boolean): boolean {
  const names = [o.name, ...(o.domains ?? []).map((d) => d.name ?? "")];
  return exact ? names.some((n) => n === search) : names.some((n) => lc(n).includes(lc(search)));
}
