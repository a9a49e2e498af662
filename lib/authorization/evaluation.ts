import type EvaluationResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/evaluationResultRepresentation.js";
import type ResourceEvaluation from "@keycloak/keycloak-admin-client/lib/defs/resourceEvaluation.js";
import { keyValueToMap, type KeyValue } from "@/lib/form/keyValue";

/** The evaluation's question as its form holds it; resource "" asks about every resource. */
export type EvaluationValues = {
  client: string;
  user: string;
  roleIds: string[];
  attributes: KeyValue[];
  resource: string;
  scopes: string[];
};

/** What the server needs about a chosen resource and scopes: their names, as Keycloak's console sends them. */
export type NamedChoice = { id: string; name: string };

/** The request of POST .../policy/evaluate, as Keycloak's console builds it. */
export function toResourceEvaluation(
  values: EvaluationValues,
  resource: NamedChoice | undefined,
  scopes: NamedChoice[],
): ResourceEvaluation {
  return {
    clientId: values.client,
    userId: values.user,
    roleIds: values.roleIds,
    entitlements: false,
    context: { attributes: keyValueToMap(values.attributes) },
    resources: resource
      ? [{ _id: resource.id, name: resource.name, scopes: scopes.map(({ id, name }) => ({ id, name })) }]
      : [],
  };
}

/** One line of the results: a resource, its decision, and the scopes granted and denied by name. */
export type EvaluationRow = {
  key: string;
  resource: string;
  status: string;
  allowedScopes: string[];
  deniedScopes: string[];
};

export function evaluationRows(results: EvaluationResultRepresentation[] = []): EvaluationRow[] {
  const names = (scopes: { name?: string }[] = []) => scopes.flatMap((scope) => (scope.name ? [scope.name] : []));
  return results.map((result, index) => ({
    key: `${result.resource?._id ?? result.resource?.name ?? ""}-${index}`,
    resource: result.resource?.name ?? "",
    status: result.status ?? "",
    allowedScopes: names(result.allowedScopes),
    deniedScopes: names(result.deniedScopes),
  }));
}
