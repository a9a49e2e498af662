import type PasswordPolicyTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/passwordPolicyTypeRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";
import {
  parsePasswordPolicy,
  serializePasswordPolicy,
  splitsPolicy,
  type PasswordPolicyRow,
} from "./passwordPolicyString";

export type PasswordPolicyValues = { policies: PasswordPolicyRow[] };

type PasswordPolicyMessages = { required: string; mustBeInteger: string; noSeparator: string };

/** Each row's argument as its type says: a whole number for "int", any text without " and " for "String". */
export function passwordPolicySchema(types: PasswordPolicyTypeRepresentation[], messages: PasswordPolicyMessages) {
  const configType = (id: string) => types.find((type) => type.id === id)?.configType;
  return z.object({
    policies: z.array(
      z.object({ id: z.string(), value: z.string().optional() }).superRefine((row, context) => {
        const kind = configType(row.id);
        const fail = (message: string) => context.addIssue({ code: "custom", path: ["value"], message });
        if (!kind || row.value === undefined) return;
        if (kind === "int" && row.value.trim() === "") fail(messages.required);
        else if (kind === "int" && !/^-?\d+$/.test(row.value.trim())) fail(messages.mustBeInteger);
        else if (splitsPolicy(row.value)) fail(messages.noSeparator);
      }),
    ),
  });
}

export function toPasswordPolicyValues(realm: RealmRepresentation): PasswordPolicyValues {
  return { policies: parsePasswordPolicy(realm.passwordPolicy) };
}

export function toPasswordPolicyRealm(realm: RealmRepresentation, values: PasswordPolicyValues): RealmRepresentation {
  return { ...realm, passwordPolicy: serializePasswordPolicy(values.policies) };
}
