export type Environment = {
  realm: string;
  adminBaseUrl: string;
  clientId: string;
  logo: string;
  logoUrl: string;
  resourceUrl: string;
};

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

// Settings that may not be empty; the others may be "". Plain checks rather than a schema library, because this
// runs on every start and a validator would add its whole runtime to the first load.
const NON_EMPTY: ReadonlySet<keyof Environment> = new Set(["realm", "adminBaseUrl", "clientId"]);

function validate(json: unknown): Environment {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`${ENVIRONMENT_INVALID} expected an object`);
  }
  const given = json as Record<string, unknown>;
  const problems: string[] = [];
  const environment = { ...DEFAULT_ENVIRONMENT };
  for (const key of Object.keys(DEFAULT_ENVIRONMENT) as (keyof Environment)[]) {
    const value = given[key];
    if (value === undefined) continue;
    if (typeof value !== "string") problems.push(`${key}: expected a string, received ${typeof value}`);
    else if (NON_EMPTY.has(key) && value === "") problems.push(`${key}: must not be empty`);
    else environment[key] = value;
  }
  if (problems.length > 0) throw new Error(`${ENVIRONMENT_INVALID} ${problems.join("; ")}`);
  return environment;
}

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
  const environment = validate(json);
  // URLs are joined with "/" everywhere, so a trailing slash here would double it
  return { ...environment, adminBaseUrl: environment.adminBaseUrl.replace(/\/+$/, "") };
}
