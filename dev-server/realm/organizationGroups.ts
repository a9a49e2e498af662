// An organization's groups as Keycloak 26.6+ keeps them: a tree of their own under an internal group of the
// organization, named and searched apart from the realm's groups, whose members are members of the organization.
import { createHash } from "node:crypto";
import type { OrganizationGroupRecord, OrganizationRecord } from "../store/model.js";

export type GroupRep = {
  id: string;
  name: string;
  description?: string;
  path: string;
  parentId: string;
  subGroupCount?: number;
  subGroups: GroupRep[];
  attributes?: Record<string, string[]>;
  realmRoles?: string[];
  clientRoles?: Record<string, string[]>;
};

/** Keycloak's internal group of the organization, the parent of its top-level groups: an id derived from the organization's */
export function internalGroupId(org: OrganizationRecord): string {
  const hex = createHash("sha1").update(`organization-groups:${org.id}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const groupsOf = (org: OrganizationRecord): OrganizationGroupRecord[] => (org.groups ??= []);

/** the groups under `parentId` (none: the top-level ones), by name as Keycloak orders them */
export function childrenOf(org: OrganizationRecord, parentId: string | undefined): OrganizationGroupRecord[] {
  return groupsOf(org)
    .filter((g) => g.parentId === parentId)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function groupPath(org: OrganizationRecord, group: OrganizationGroupRecord): string {
  const parent = group.parentId ? groupsOf(org).find((g) => g.id === group.parentId) : undefined;
  return `${parent ? groupPath(org, parent) : ""}/${group.name}`;
}

/** the group and every group under it */
export function subtree(org: OrganizationRecord, group: OrganizationGroupRecord): OrganizationGroupRecord[] {
  return [group, ...childrenOf(org, group.id).flatMap((child) => subtree(org, child))];
}

/** ModelToRepresentation.groupToBriefRepresentation, or toRepresentation(group, true) when `full` */
export function groupRep(org: OrganizationRecord, group: OrganizationGroupRecord, full = false): GroupRep {
  return {
    id: group.id,
    name: group.name,
    ...(group.description !== undefined ? { description: group.description } : {}),
    path: groupPath(org, group),
    parentId: group.parentId ?? internalGroupId(org),
    subGroups: [],
    ...(full ? { attributes: group.attributes, realmRoles: [], clientRoles: {} } : {}),
  };
}

export function withSubGroupCount(org: OrganizationRecord, group: OrganizationGroupRecord, rep: GroupRep): GroupRep {
  return { ...rep, subGroupCount: childrenOf(org, group.id).length };
}

/** the groups `found` with their ancestors, each top-level one holding the way down to them (populateHierarchy) */
export function hierarchyOf(
  org: OrganizationRecord,
  found: OrganizationGroupRecord[],
  represent: (group: OrganizationGroupRecord) => GroupRep,
): GroupRep[] {
  const reps = new Map<string, GroupRep>();
  const roots: GroupRep[] = [];
  const place = (group: OrganizationGroupRecord): GroupRep => {
    const known = reps.get(group.id);
    if (known) return known;
    const rep = represent(group);
    reps.set(group.id, rep);
    const parent = group.parentId ? groupsOf(org).find((g) => g.id === group.parentId) : undefined;
    if (parent) place(parent).subGroups.push(rep);
    else roots.push(rep);
    return rep;
  };
  for (const group of found) place(group);
  return roots;
}

/** leaves every group of the organization the user belongs to, as leaving the organization does */
export function leaveOrganizationGroups(org: OrganizationRecord, userId: string): void {
  for (const group of org.groups ?? []) group.memberIds = group.memberIds.filter((id) => id !== userId);
}
