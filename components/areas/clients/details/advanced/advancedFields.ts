import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { keyValueToMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";

/** One field of the Advanced tab: a client attribute, a flow override or the node re-registration timeout. */
export type AdvancedField =
  | { kind: "switch"; attr: string; labelKey: string; defaultOn?: boolean }
  | { kind: "select"; attr: string; labelKey: string; options: AlgorithmList; placeholderKey?: string }
  | { kind: "seconds"; attr: string; labelKey: string }
  | { kind: "acr"; attr: string; labelKey: string }
  | { kind: "flow"; binding: "browser" | "direct_grant"; labelKey: string }
  | { kind: "timeout"; labelKey: string };

/** Which option list a select shows (see algorithms.ts). */
export type AlgorithmList =
  "signature" | "userInfo" | "requestObject" | "requestObjectRequired" | "cek" | "enc" | "pkce";

export type AdvancedValue = string | boolean | KeyValue[];
export type AdvancedValues = Record<string, AdvancedValue>;

/** react-hook-form reads dots as nesting, and attribute names are full of them. */
export function fieldKey(field: AdvancedField): string {
  if (field.kind === "flow") return `flow_${field.binding}`;
  if (field.kind === "timeout") return "nodeReRegistrationTimeout";
  return field.attr.replaceAll(".", "_");
}

type Attributes = Record<string, string | undefined>;

function fieldValue(field: AdvancedField, client: ClientRepresentation): AdvancedValue {
  const attributes = (client.attributes ?? {}) as Attributes;
  switch (field.kind) {
    case "flow":
      return client.authenticationFlowBindingOverrides?.[field.binding] ?? "";
    case "timeout":
      return client.nodeReRegistrationTimeout === undefined ? "" : String(client.nodeReRegistrationTimeout);
    case "switch": {
      const stored = attributes[field.attr];
      return stored === undefined || stored === "" ? !!field.defaultOn : stored === "true";
    }
    case "acr":
      return mapToKeyValue(parseAcrMap(attributes[field.attr]));
    default:
      return attributes[field.attr] ?? "";
  }
}

function parseAcrMap(stored: string | undefined): Record<string, string> {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    // Keycloak stores it as JSON; anything else is not a mapping the form can edit, so it starts empty
    return {};
  }
}

export function toAdvancedValues(fields: readonly AdvancedField[], client: ClientRepresentation): AdvancedValues {
  return Object.fromEntries(fields.map((field) => [fieldKey(field), fieldValue(field, client)]));
}

/** The client with the given fields' values; every other field keeps what the client has. */
export function fromAdvancedValues(
  fields: readonly AdvancedField[],
  values: AdvancedValues,
  client: ClientRepresentation,
): ClientRepresentation {
  const attributes: Record<string, string> = { ...(client.attributes ?? {}) };
  const overrides: Record<string, string> = { ...(client.authenticationFlowBindingOverrides ?? {}) };
  let timeout = client.nodeReRegistrationTimeout;
  for (const field of fields) {
    const value = values[fieldKey(field)];
    if (field.kind === "flow") {
      if (value) overrides[field.binding] = String(value);
      else delete overrides[field.binding];
    } else if (field.kind === "timeout") {
      timeout = value === "" ? undefined : Number(value);
    } else if (field.kind === "acr") {
      attributes[field.attr] = JSON.stringify(keyValueToMap(value as KeyValue[]));
    } else {
      attributes[field.attr] = String(value);
    }
  }
  return {
    ...client,
    attributes,
    authenticationFlowBindingOverrides: overrides,
    nodeReRegistrationTimeout: timeout,
  };
}

/** A lifespan or timeout: empty (the realm's setting applies) or whole seconds. */
export function secondsError(value: AdvancedValue): boolean {
  return typeof value === "string" && value.trim() !== "" && !/^\d+$/.test(value.trim());
}

/** The node re-registration timeout: whole seconds, or -1 (Keycloak's "never removed"). */
export function timeoutError(value: AdvancedValue): boolean {
  return typeof value === "string" && value.trim() !== "" && !/^(-1|\d+)$/.test(value.trim());
}
