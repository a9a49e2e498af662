// The features GET /admin/serverinfo lists: Keycloak 26.7's (data/features.json: name, type, dependencies, our own
// label), switched on or off as Keycloak switches them when started with the features `npm run keycloak` gives it,
// so the console shows the same screens on both servers.
import { readFileSync } from "node:fs";
import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";

type FeatureData = Pick<FeatureRepresentation, "name" | "label" | "type" | "dependencies"> & { deprecated?: boolean };

const DATA = JSON.parse(readFileSync(new URL("./data/features.json", import.meta.url), "utf8")) as FeatureData[];

/** Keycloak's `--features` as scripts/keycloak/server.ts starts it (fine-grained permissions v1, declarative UI) */
export const STARTUP_FEATURES = ["admin-fine-grained-authz:v1", "declarative-ui"];

/** a feature's name without its version: ADMIN_FINE_GRAINED_AUTHZ_V2 and ADMIN_FINE_GRAINED_AUTHZ are one feature */
const unversioned = (name: string) => name.replace(/_V\d+$/, "");

/**
 * the features as Keycloak reports them: a DEFAULT feature is on unless another version of it was asked for, any
 * other is off unless asked for (`name` or `name:vN`, where v1 is the name without a version suffix)
 */
export function features(startup: string[] = STARTUP_FEATURES): FeatureRepresentation[] {
  const known = new Set(DATA.map((feature) => feature.name));
  const asked = new Set(
    startup.map((spec) => {
      const [name, version] = spec.toUpperCase().replaceAll("-", "_").split(":");
      return version && known.has(`${name}_${version}`) ? `${name}_${version}` : name;
    }),
  );
  const askedKeys = new Set([...asked].map(unversioned));
  return DATA.map(({ deprecated, ...feature }) => {
    const enabled = asked.has(feature.name!)
      ? true
      : feature.type === "DEFAULT" && !askedKeys.has(unversioned(feature.name!));
    // Keycloak leaves the flag out unless it is true
    return { ...feature, enabled, ...(deprecated ? { deprecated } : {}) } as FeatureRepresentation;
  });
}
