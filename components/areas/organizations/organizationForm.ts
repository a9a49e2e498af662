import { z } from "@/lib/form/zod";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { errorStatus, getErrorMessage } from "@/lib/errors";

export type OrganizationFormValues = {
  name: string;
  alias: string;
  domains: string[];
  /** The domains among `domains` the organization has verified. */
  verifiedDomains: string[];
  description: string;
  redirectUrl: string;
  enabled: boolean;
};

export const EMPTY_ORGANIZATION: OrganizationFormValues = {
  name: "",
  alias: "",
  domains: [],
  verifiedDomains: [],
  description: "",
  redirectUrl: "",
  enabled: true,
};

/** The identifier a name maps to: trimmed, with every space turned into a hyphen ("ACME Europe" -> "ACME-Europe"). */
export function aliasFromName(name: string): string {
  return name.trim().replace(/\s/g, "-");
}

/**
 * The alias after the name changed from `previousName` to `name`: it follows the name while it still holds what the
 * previous name mapped to (or nothing); once edited by hand it stays as typed.
 */
export function nextAlias(previousName: string, name: string, alias: string): string {
  return alias === "" || alias === aliasFromName(previousName) ? aliasFromName(name) : alias;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Name and at least one domain required; a redirect URL, when given, is an http(s) URL. Messages come translated. */
export function organizationSchema(messages: { required: string; domainRequired: string; invalidUrl: string }) {
  return z.object({
    name: z.string().refine((name) => name.trim() !== "", messages.required),
    alias: z.string(),
    domains: z
      .array(z.string())
      .refine((domains) => domains.some((domain) => domain.trim() !== ""), messages.domainRequired),
    verifiedDomains: z.array(z.string()),
    description: z.string(),
    redirectUrl: z.string().refine((url) => url.trim() === "" || isUrl(url.trim()), messages.invalidUrl),
    enabled: z.boolean(),
  });
}

/** The form's values for a saved organization. */
export function toOrganizationFormValues(organization: OrganizationRepresentation): OrganizationFormValues {
  const domains = organization.domains ?? [];
  return {
    name: organization.name ?? "",
    alias: organization.alias ?? "",
    domains: domains.map((domain) => domain.name ?? ""),
    verifiedDomains: domains.filter((domain) => domain.verified).map((domain) => domain.name ?? ""),
    description: organization.description ?? "",
    redirectUrl: organization.redirectUrl ?? "",
    enabled: organization.enabled !== false,
  };
}

/** What is sent to the server: trimmed texts, the derived alias when none was typed, filled domains with their flag. */
export function toOrganizationRepresentation(values: OrganizationFormValues): OrganizationRepresentation {
  const name = values.name.trim();
  const verified = new Set(values.verifiedDomains);
  return {
    name,
    alias: values.alias.trim() || aliasFromName(name),
    enabled: values.enabled,
    description: values.description.trim(),
    redirectUrl: values.redirectUrl.trim(),
    domains: values.domains
      .map((domain) => domain.trim())
      .filter((domain) => domain !== "")
      .map((domain) => ({ name: domain, verified: verified.has(domain) })),
  };
}

/**
 * The field a failed save is about, when the server's answer names none: a conflict is the name's (or the alias's,
 * when the message says so); a bad request about a domain is the domains'.
 */
export function organizationErrorField(error: unknown): keyof OrganizationFormValues | undefined {
  const status = errorStatus(error);
  const message = getErrorMessage(error).toLowerCase();
  if (status === 409) return message.includes("alias") ? "alias" : "name";
  if (status === 400 && message.includes("domain")) return "domains";
  return undefined;
}
