// How the organization's groups are searched and paged (OrganizationProvider's group queries): `q` matches
// attributes exactly (key:value pairs), `search` the beginning of the name at any depth (case-insensitive, `*` for
// any text; or the whole name with `exact`); neither gives the top-level groups, or a group's children. Each list is
// in name order.
import type { Request } from "express";
import type { OrganizationGroupRecord, OrganizationRecord } from "../../store/model.js";
import { boolParam, intParam, queryString } from "../http.js";
import { childrenOf, groupsOf } from "../../realm/organizationGroups.js";
import { globMatcher } from "../../realm/globMatch.js";

const byName = (a: OrganizationGroupRecord, b: OrganizationGroupRecord) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** the exact name, or a case-insensitive prefix in which `*` stands for any text */
function nameMatcher(search: string, exact: boolean): (group: OrganizationGroupRecord) => boolean {
  const needle = search.trim();
  if (exact) return (g) => g.name === needle;
  const like = globMatcher(needle.toLowerCase(), false);
  return (g) => like(g.name.toLowerCase());
}

/** the groups a list asks for: of the whole organization, or the children of `parent` */
export function groupSearch(req: Request, org: OrganizationRecord, parent?: OrganizationGroupRecord) {
  const search = queryString(req, "search");
  const exact = boolParam(req.query.exact) === true;
  if (parent) return childrenOf(org, parent.id).filter(search ? nameMatcher(search, exact) : () => true);
  const q = queryString(req, "q");
  if (q !== undefined) {
    const pairs = q
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split(":") as [string, string]);
    return groupsOf(org)
      .filter((g) => pairs.every(([key, value]) => g.attributes[key]?.includes(value)))
      .sort(byName);
  }
  if (search !== undefined) return groupsOf(org).filter(nameMatcher(search, exact)).sort(byName);
  return childrenOf(org, undefined);
}

/** `first` and `max` of the request; without `max`, all of the rest, or `defaultMax` where Keycloak has one */
export function pageOf<T>(items: T[], req: Request, defaultMax?: number): T[] {
  const first = intParam(req.query.first, 0);
  const max = req.query.max === undefined ? defaultMax : intParam(req.query.max, defaultMax ?? items.length);
  return items.slice(first, max === undefined ? undefined : first + max);
}
