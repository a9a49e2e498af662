import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import type { CredentialMove } from "@/lib/queries/users";

/** How the credentials tab names a credential in its buttons and questions: its label, else its type. */
export const credentialName = (credential: CredentialRepresentation) => credential.userLabel || credential.type || "";

/**
 * The server's move that lifts the credential at `index` one place: to the front when it is second,
 * otherwise right after the one two places above it. Undefined for the first credential.
 */
export function moveUp(ids: readonly string[], index: number): CredentialMove | undefined {
  if (index <= 0 || index >= ids.length) return undefined;
  if (index === 1) return { credentialId: ids[index], to: "first" };
  return { credentialId: ids[index], to: "after", previousId: ids[index - 2] };
}

/** The move that lowers the credential at `index` one place: right after its successor. Undefined for the last. */
export function moveDown(ids: readonly string[], index: number): CredentialMove | undefined {
  if (index < 0 || index >= ids.length - 1) return undefined;
  return { credentialId: ids[index], to: "after", previousId: ids[index + 1] };
}

/** The order the server will hold after a move (to show the move before the list reloads). */
export function applyMove(ids: readonly string[], move: CredentialMove): string[] {
  const rest = ids.filter((id) => id !== move.credentialId);
  if (move.to === "first") return [move.credentialId, ...rest];
  const at = rest.indexOf(move.previousId);
  return at < 0 ? [...ids] : [...rest.slice(0, at + 1), move.credentialId, ...rest.slice(at + 1)];
}
