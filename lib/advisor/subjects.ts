import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { Subject } from "./types";

export const clientSubject = (client: ClientRepresentation): Extract<Subject, { kind: "client" }> => ({
  kind: "client",
  id: client.id ?? "",
  name: client.clientId ?? "",
});

export const identityProviderSubject = (provider: IdentityProviderRepresentation): Subject => ({
  kind: "identityProvider",
  alias: provider.alias ?? "",
  providerId: provider.providerId ?? "",
});

/** What stays the same for an object across reloads and renames where it can: its id, or the realm itself. */
export function subjectKey(subject: Subject): string {
  switch (subject.kind) {
    case "realm":
      return "realm";
    case "client":
      return `client:${subject.id}`;
    case "user":
      return `user:${subject.id}`;
    case "group":
      return `group:${subject.id}`;
    case "role":
      return `role:${subject.id}`;
    case "identityProvider":
      return `identity-provider:${subject.alias}`;
    case "userStorage":
      return `user-storage:${subject.id}`;
  }
}
