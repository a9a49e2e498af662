// A user's attribute values as Keycloak's user attribute mapper resolves them: the user's own values; without them,
// those of the first of the user's groups (or its ancestors) that has the attribute; with "aggregate.attrs", the
// user's and every group's values together. The profile fields answer to their attribute names too.
import type { GroupRecord, RealmData, UserRecord } from "../../store/model.js";

const PROFILE_FIELDS = ["username", "email", "firstName", "lastName"] as const;

export function userAttributeValues(realm: RealmData, user: UserRecord, name: string, aggregate: boolean): string[] {
  const own = ownValues(user, name);
  if (own.length && !aggregate) return own;
  const values = [...own];
  for (const groupId of user.groupIds) {
    const fromGroup = groupValues(realm, realm.groups.get(groupId), name);
    if (!fromGroup.length) continue;
    if (!aggregate) return fromGroup;
    for (const value of fromGroup) if (!values.includes(value)) values.push(value);
  }
  return values;
}

function ownValues(user: UserRecord, name: string): string[] {
  const field = PROFILE_FIELDS.find((f) => f === name);
  if (field) return user[field] ? [user[field]] : [];
  return Object.hasOwn(user.attributes, name) ? user.attributes[name] : [];
}

function groupValues(realm: RealmData, group: GroupRecord | undefined, name: string): string[] {
  for (let g = group; g; g = g.parentId ? realm.groups.get(g.parentId) : undefined)
    if (Object.hasOwn(g.attributes, name) && g.attributes[name].length) return g.attributes[name];
  return [];
}
