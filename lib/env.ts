import { z } from "zod";

const environmentSchema = z.object({
  realm: z.string().min(1).default("master"),
  adminBaseUrl: z.string().min(1).default("http://localhost:8180"),
  clientId: z.string().min(1).default("security-admin-console"),
  logo: z.string().default(""),
  logoUrl: z.string().default(""),
  resourceUrl: z.string().default("."),
});

export type Environment = z.infer<typeof environmentSchema>;

export const ENVIRONMENT_ELEMENT_ID = "environment";

/** What the static build carries; the dev server and the Keycloak theme replace it. */
export const DEFAULT_ENVIRONMENT: Environment = {
  realm: "master",
  adminBaseUrl: "http://localhost:8180",
  clientId: "security-admin-console",
  logo: "",
  logoUrl: "",
  resourceUrl: ".",
};

export const ENVIRONMENT_NOT_FOUND = "Environment variables not found in the document.";
export const ENVIRONMENT_NOT_JSON = "Unable to parse environment variables as JSON.";
export const ENVIRONMENT_INVALID = "Invalid environment variables:";

/** Reads and validates the `<script id="environment" type="application/json">` block of the page. */
export function readEnvironment(doc: Document = document): Environment {
  const element = doc.getElementById(ENVIRONMENT_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(ENVIRONMENT_NOT_FOUND);
  }
  let json: unknown;
  try {
    json = JSON.parse(element.textContent);
  } catch {
    throw new Error(ENVIRONMENT_NOT_JSON);
  }
  const parsed = environmentSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${ENVIRONMENT_INVALID} ${z.prettifyError(parsed.error)}`);
  }
  const environment = parsed.data;
  // URLs are joined with "/" everywhere, so a trailing slash here would double it
  return { ...environment, adminBaseUrl: environment.adminBaseUrl.replace(/\/+$/, "") };
}
