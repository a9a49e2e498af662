// PartialImportRealmRepresentation: the policy for what exists, and the collections of a realm export to import.
import type { PartialImportRealmRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { representation, text } from "./jackson.js";
import { realmCollections } from "./realmCollections.js";

export const partialImportSchema = representation<PartialImportRealmRepresentation>({
  ...realmCollections,
  ifResourceExists: text(),
});
