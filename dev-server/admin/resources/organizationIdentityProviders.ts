// /organizations/{id}/identity-providers (Keycloak's OrganizationIdentityProvidersResource): list, read, link and
// unlink. A provider serves at most one organization, under one of its domains; its secrets never leave the server.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import type { Response } from "express";
import { badRequest, noContent, param, textBody } from "../http.js";
import { IDP_MANAGE, IDP_VIEW, ORGS_MANAGE, ORGS_VIEW } from "../../realm/adminRoles.js";
import { identityProviderLinkProblem, unlinkIdentityProvider } from "../../realm/organizationLinks.js";
import { identityProviderRep } from "../../realm/broker/identityProviderRepresentation.js";
import { writeRecorder } from "./lib/route.js";
import { organizationGuard } from "./organizationGuard.js";

/** Keycloak's ErrorResponse.error: the status with {errorMessage}. */
function errorMessage(res: Response, status: number, message: string): void {
  res.status(status).json({ errorMessage: message });
}

export function registerOrganizationIdentityProviders(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations/:id/identity-providers";
  const { one } = organizationGuard(ctx);
  const write = writeRecorder(ctx);

  router.get(
    base,
    one([ORGS_VIEW, IDP_VIEW], (_req, res, realm, org) => {
      const idps = org.identityProviderAliases.map((a) => realm.identityProviders.get(a)).filter((p) => !!p);
      res.json(idps.map(identityProviderRep));
    }),
  );
  router.get(
    `${base}/:alias`,
    one([ORGS_VIEW, IDP_VIEW], (req, res, realm, org) => {
      const idp = org.identityProviderAliases.includes(param(req, "alias"))
        ? realm.identityProviders.get(param(req, "alias"))
        : undefined;
      if (!idp) return errorMessage(res, 404, "Identity provider not associated with the organization");
      res.json(identityProviderRep(idp));
    }),
  );
  router.post(
    base,
    one([ORGS_MANAGE, IDP_MANAGE], async (req, res, realm, org) => {
      // Keycloak takes the alias with or without quotes, surrounding whitespace trimmed
      const alias = (typeof req.body === "string" ? req.body : await textBody(req)).trim().replace(/^"|"$/g, "");
      const idp = realm.identityProviders.get(alias);
      if (!idp) return badRequest(res, "Identity provider not found with the given alias");
      const problem = identityProviderLinkProblem(realm, org, alias);
      if (problem) return errorMessage(res, problem.status, problem.message);
      org.identityProviderAliases.push(alias);
      idp.organizationId = org.id;
      write(req, realm, "CREATE", "ORGANIZATION", `organizations/${org.id}/identity-providers/${alias}`);
      noContent(res);
    }),
  );
  router.delete(
    `${base}/:alias`,
    one([ORGS_MANAGE, IDP_MANAGE], (req, res, realm, org) => {
      const alias = param(req, "alias");
      if (!org.identityProviderAliases.includes(alias))
        return errorMessage(res, 404, "Identity provider not found with the given alias");
      unlinkIdentityProvider(realm, org, alias);
      write(req, realm, "DELETE", "ORGANIZATION", `organizations/${org.id}/identity-providers/${alias}`);
      noContent(res);
    }),
  );
}
