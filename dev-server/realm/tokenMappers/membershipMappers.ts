// Mappers of what the user belongs to: groups (by name or full path) and organizations (by alias).
import { groupPath } from "../../store/realmLookups.js";
import { mapClaim } from "./mapClaim.js";
import { ALL_KINDS, TOKEN_KINDS, type MapperType } from "./mapperType.js";

export const MEMBERSHIP_MAPPERS: Record<string, MapperType> = {
  "oidc-group-membership-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, config, { realm, user }) {
      const fullPath = config["full.path"] === "true";
      const names = user.groupIds
        .map((id) => realm.groups.get(id))
        .filter((g) => g !== undefined)
        .map((g) => (fullPath ? groupPath(realm, g) : g.name));
      mapClaim(claims, config, names);
    },
  },
  "oidc-organization-membership-mapper": {
    priority: 0,
    kinds: TOKEN_KINDS,
    apply(claims, config, { realm, user }) {
      if (!realm.rep.organizationsEnabled) return;
      const aliases = [...realm.organizations.values()]
        .filter((o) => o.memberIds.includes(user.id) && o.enabled !== false)
        .map((o) => o.alias ?? o.name);
      mapClaim(claims, config, aliases);
    },
  },
};
