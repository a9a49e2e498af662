// Keycloak 26.7's stock conditions (the ConditionalAuthenticator implementations), with the configs and defaults their
// factories declare: user role (a realm role, or "clientId.role"), user attribute (a value or a pattern, the user's
// groups' attributes too, negated), level of authentication, sub-flow executed, client scope, user configured and
// credential. A condition that needs its config and has none does not hold.
import type { RealmData, UserRecord } from "../../store/model.js";
import { roleFromString } from "../../realm/broker/brokerMappers.js";
import { effectiveRoles } from "../../realm/userRoles.js";
import { boundedRegexTest } from "../../realm/boundedRegex.js";
import { appliedClientScopes } from "../../realm/tokenMappers/appliedClientScopes.js";
import { FlowError, sessionUser } from "./authSession.js";
import { isSubflow } from "./flowModel.js";
import { isConditionId } from "./flowEngine.js";
import type { Condition, StepContext } from "./flowSteps.js";
import { conditionLevel, conditionMaxAge, MINIMUM_LOA, nowSeconds, reachedBefore } from "./levelOfAuthentication.js";

const truthy = (value: string | undefined) => value?.trim().toLowerCase() === "true";

function userRole(ctx: StepContext): boolean {
  const user = sessionUser(ctx.session);
  if (!user || !ctx.config) return false;
  const role = roleFromString(ctx.session.realm, ctx.config.condUserRole);
  if (!role) return false;
  const has = effectiveRoles(ctx.session.realm, user).some((r) => r.id === role.id);
  return truthy(ctx.config.negate) ? !has : has;
}

const ROOT_ATTRIBUTES = ["username", "email", "firstName", "lastName"] as const;

function ownValues(user: UserRecord, name: string): string[] {
  if ((ROOT_ATTRIBUTES as readonly string[]).includes(name)) {
    const value = user[name as (typeof ROOT_ATTRIBUTES)[number]];
    return value === undefined ? [] : [value];
  }
  return user.attributes[name] ?? [];
}

/** the values of the user's groups, and their parent groups', for the attribute */
function groupValues(realm: RealmData, user: UserRecord, name: string): string[] {
  const values: string[] = [];
  for (const groupId of user.groupIds)
    for (
      let group = realm.groups.get(groupId);
      group;
      group = group.parentId ? realm.groups.get(group.parentId) : undefined
    )
      values.push(...(group.attributes[name] ?? []));
  return values;
}

function userAttribute(ctx: StepContext): boolean {
  const config = ctx.config ?? {};
  const user = sessionUser(ctx.session);
  if (!user) throw new FlowError("UNKNOWN_USER");
  const name = config.attribute_name ?? "";
  const expected = config.attribute_expected_value ?? "";
  // Java's Matcher.matches(): the whole value
  const matches = (value: string) =>
    truthy(config.regex) ? boundedRegexTest(`^(?:${expected})$`, value) : value === expected;
  let found = ownValues(user, name).some(matches);
  if (!found && truthy(config.include_group_attributes))
    found = groupValues(ctx.session.realm, user, name).some(matches);
  return truthy(config.not) !== found;
}

/** runs its sub-flow while a level of authentication the client asked for is not yet reached in this session */
const levelOfAuthentication: Condition = {
  matches(ctx) {
    const loa = ctx.session.loa;
    const level = conditionLevel(ctx.config) ?? MINIMUM_LOA;
    if (loa.current < MINIMUM_LOA) return true;
    if (loa.requested < level) return false;
    const before = reachedBefore(loa, level, conditionMaxAge(ctx.config), ctx.session.forcedReauthentication);
    if (before && loa.current < level) loa.current = level;
    return !before;
  },
  onParentFlowSuccess(ctx) {
    const level = conditionLevel(ctx.config);
    if (level === undefined) return;
    const loa = ctx.session.loa;
    loa.current = level;
    // a max age of 0 holds the level for this login only
    if (conditionMaxAge(ctx.config) !== 0) loa.map[String(level)] = nowSeconds();
  },
  onTopFlowSuccess(ctx) {
    const loa = ctx.session.loa;
    if (loa.forced && loa.requested > loa.current)
      throw new FlowError("GENERIC_AUTHENTICATION_ERROR", "acrNotFulfilled");
  },
};

function subFlowExecuted(ctx: StepContext): boolean {
  if (!ctx.config) return false;
  const executed = ctx.config.check_result !== "not-executed";
  const alias = ctx.config.flow_to_check;
  // the first sub-flow execution of the bound flow that runs that flow
  const found = [...ctx.tree.all()].find((s) => isSubflow(s.execution) && s.subflow?.alias === alias);
  if (!alias || !found) return !executed;
  const succeeded = ctx.session.statuses.get(found.path) === "SUCCESS";
  return executed ? succeeded : !succeeded;
}

function clientScope(ctx: StepContext): boolean {
  const name = ctx.config?.client_scope;
  if (!name) return false;
  const { realm } = ctx.session;
  const scope = [...realm.clientScopes.values()].find((s) => s.name === name);
  const client = [...realm.clients.values()].find((c) => c.clientId === ctx.session.clientId);
  if (!scope || !client) return false;
  const present = appliedClientScopes(realm, client, ctx.session.scope).scopes.some((s) => s.id === scope.id);
  return truthy(ctx.config?.negate) !== present;
}

/** Keycloak 26.7's ConditionalUserConfiguredAuthenticator: the steps beside it in its flow (no sub-flows, no other
 * conditions) are configured for the user: every REQUIRED one, or when there is none any ALTERNATIVE one */
function userConfigured(ctx: StepContext): boolean {
  const siblings = ctx.tree
    .of(ctx.step.parent)
    .filter((s) => s !== ctx.step && !isSubflow(s.execution) && !isConditionId(s.execution.authenticator));
  const required = siblings.filter((s) => s.execution.requirement === "REQUIRED");
  const alternatives = siblings.filter((s) => s.execution.requirement === "ALTERNATIVE");
  const configured = (s: (typeof siblings)[number]) => ctx.configuredFor(s.execution.authenticator ?? "");
  if (required.length) return required.every(configured);
  if (alternatives.length) return alternatives.some(configured);
  return true;
}

function credential(ctx: StepContext): boolean {
  const wanted = new Set((ctx.config?.credentials ?? "").split("##").filter(Boolean));
  const used = ctx.session.credentials.length ? ctx.session.credentials : ["none"];
  const any = used.some((type) => wanted.has(type));
  return truthy(ctx.config?.included) ? any : !any;
}

export const CONDITIONS: Record<string, Condition> = {
  "conditional-user-role": { matches: userRole },
  "conditional-user-attribute": { matches: userAttribute },
  "conditional-level-of-authentication": levelOfAuthentication,
  "conditional-sub-flow-executed": { matches: subFlowExecuted },
  "conditional-client-scope": { matches: clientScope },
  "conditional-user-configured": { matches: userConfigured },
  "conditional-credential": { matches: credential },
};
