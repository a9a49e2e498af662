// A user PUT for a user of a user storage provider (realm/federatedProfileChange.ts): a field the provider keeps
// read-only is refused on that field as Keycloak's user profile refuses it, the directory's error as a bad request.
import type { Response } from "express";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { badRequest, fieldErrors } from "../../http.js";
import { federatedProfileChange } from "../../../realm/federatedProfileChange.js";

/** false when it has answered (refused or failed); true when the local update may go on */
export async function federatedUpdate(
  realm: RealmData,
  res: Response,
  user: UserRecord,
  next: UserRepresentation,
): Promise<boolean> {
  const refusal = await federatedProfileChange(realm, user, {
    username: next.username == null ? undefined : String(next.username),
    firstName: next.firstName ?? undefined,
    lastName: next.lastName ?? undefined,
    email: next.email ?? undefined,
  });
  if (!refusal) return true;
  if ("readOnly" in refusal)
    fieldErrors(res, [
      { field: refusal.readOnly, errorMessage: "error-user-attribute-read-only", params: [refusal.readOnly] },
    ]);
  else badRequest(res, refusal.error);
  return false;
}
