import { z } from "@/lib/form/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

export type CreateRealmValues = { realm: string; enabled: boolean };

export const EMPTY_REALM: CreateRealmValues = { realm: "", enabled: true };

/** Name required and without whitespace; messages come translated. */
export function createRealmSchema(messages: { required: string; noSpaces: string }) {
  return z.object({
    realm: z.string().min(1, messages.required).regex(/^\S+$/, messages.noSpaces),
    enabled: z.boolean(),
  });
}

/** A realm export (JSON) read into a realm representation, or an Error saying why not. */
export function parseRealmFile(text: string): RealmRepresentation | Error {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return new Error("not an object");
    return parsed as RealmRepresentation;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The form's fields as an uploaded file sets them. */
export function valuesFromFile(file: RealmRepresentation): CreateRealmValues {
  return { realm: file.realm ?? "", enabled: file.enabled ?? true };
}

/** What is sent to the server: the uploaded realm, with the form's name and enabled flag on top. */
export function realmToCreate(values: CreateRealmValues, file: RealmRepresentation | undefined): RealmRepresentation {
  return { ...file, realm: values.realm, enabled: values.enabled };
}
