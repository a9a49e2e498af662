// Keycloak's user list filters (UsersResource.getUsers / getUsersCount), shared by /users, /users/count and
// ui-ext/brute-force-user.
import type { Request } from "express";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { boolParam, queryString } from "../../http.js";
import { attributesMatch, parseAttributeQuery, sortedUsers, userSearchPredicate } from "../../../realm/userIndex.js";
import { searchCandidates } from "../../../realm/userPrefixIndex.js";

const BUILT_IN = ["username", "email", "firstName", "lastName"] as const;
const isBuiltIn = (key: string): key is (typeof BUILT_IN)[number] => (BUILT_IN as readonly string[]).includes(key);

/** stops scanning once `limit` users matched (lists need first+max of them; counts pass no limit) */
function take(all: readonly UserRecord[], keep: (u: UserRecord) => boolean, limit: number): UserRecord[] {
  const out: UserRecord[] = [];
  for (const u of all) {
    if (!keep(u)) continue;
    out.push(u);
    if (out.length >= limit) break;
  }
  return out;
}

export function findUsers(realm: RealmData, req: Request, limit = Number.MAX_SAFE_INTEGER): UserRecord[] {
  const search = queryString(req, "search");
  const all = sortedUsers(realm);
  const enabled = boolParam(req.query.enabled);
  const emailVerified = boolParam(req.query.emailVerified);
  const common = (u: UserRecord) =>
    (enabled === undefined || u.enabled === enabled) &&
    (emailVerified === undefined || u.emailVerified === emailVerified);

  if (search !== undefined) {
    const trimmed = search.trim();
    if (trimmed.startsWith("id:")) {
      const user = realm.users.get(trimmed.slice(3).trim());
      return user ? [user] : [];
    }
    const matches = userSearchPredicate(trimmed);
    return take(
      searchCandidates(realm, trimmed) ?? all,
      (u) => !u.serviceAccountClientId && common(u) && matches(u),
      limit,
    );
  }

  const exact = boolParam(req.query.exact) === true;
  const q = queryString(req, "q");
  const qPairs = q ? parseAttributeQuery(q) : [];
  // Keycloak puts q's pairs in the same map as the field parameters: a built-in name filters that field, as
  // ?email= would (and wins over it), and every other name an attribute
  const fromQ = new Map(qPairs.filter(([k]) => isBuiltIn(k)));
  const fields = BUILT_IN.map((f) => [f, fromQ.get(f) ?? queryString(req, f)] as const).filter(
    (e): e is readonly [(typeof e)[0], string] => e[1] !== undefined,
  );
  const pairs = qPairs.filter(([k]) => !isBuiltIn(k));
  const idpAlias = queryString(req, "idpAlias");
  const idpUserId = queryString(req, "idpUserId");
  const filtered =
    fields.length > 0 ||
    qPairs.length > 0 ||
    idpAlias !== undefined ||
    idpUserId !== undefined ||
    enabled !== undefined ||
    emailVerified !== undefined ||
    req.query.exact !== undefined;
  if (!filtered) return take(all, (u) => !u.serviceAccountClientId, limit);

  return take(
    all,
    (u) => {
      if (!common(u)) return false;
      for (const [field, value] of fields) {
        const actual = (u[field] ?? "").toLowerCase();
        const wanted = value.toLowerCase();
        if (exact ? actual !== wanted : !actual.includes(wanted)) return false;
      }
      // an attribute matches in part only when exact=false is asked, unlike the fields' default
      if (pairs.length && !attributesMatch(u.attributes, pairs, boolParam(req.query.exact) === false)) return false;
      if (idpAlias !== undefined || idpUserId !== undefined) {
        const linked = u.federatedIdentities.some(
          (f) =>
            (idpAlias === undefined || f.identityProvider === idpAlias) &&
            (idpUserId === undefined || f.userId === idpUserId),
        );
        if (!linked) return false;
      }
      return true;
    },
    limit,
  );
}

/** first+max from the query, as the list endpoints page */
export function pageEnd(req: Request): number {
  if (req.query.max === "-1") return Number.MAX_SAFE_INTEGER;
  // a negative first counts as 0, as page() reads it
  const first = Math.max(0, Number.parseInt(String(req.query.first ?? "0"), 10) || 0);
  const max = Number.parseInt(String(req.query.max ?? "100"), 10);
  return first + (Number.isFinite(max) && max >= 0 ? max : 100);
}
