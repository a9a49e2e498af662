// Seeded random JSON for the fuzz tests: bodies shaped like Keycloak's representations (their field names), with
// values of any type, some of them far too long, so that a failure can be replayed from its seed.

export interface Random {
  /** a number in [0, 1) */
  next(): number;
  /** an integer in [0, n) */
  below(n: number): number;
  chance(p: number): boolean;
  word(): string;
}

/** mulberry32: small, fast and the same on every machine */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    chance: (p) => next() < p,
    word: () => WORDS[below(WORDS.length)],
  };
}

/** the field names of the representations the admin API takes, and names that are special to JavaScript */
const FIELDS = [
  "id",
  "name",
  "clientId",
  "username",
  "alias",
  "realm",
  "description",
  "enabled",
  "config",
  "attributes",
  "redirectUris",
  "webOrigins",
  "protocol",
  "protocolMapper",
  "providerId",
  "providerType",
  "parentId",
  "composite",
  "composites",
  "realmRoles",
  "clientRoles",
  "roles",
  "users",
  "groups",
  "subGroups",
  "path",
  "policies",
  "profiles",
  "conditions",
  "executors",
  "type",
  "value",
  "temporary",
  "credentials",
  "email",
  "firstName",
  "displayName",
  "secret",
  "publicClient",
  "rootUrl",
  "baseUrl",
  "defaultClientScopes",
  "protocolMappers",
  "identityProviderMapper",
  "identityProviderAlias",
  "domains",
  "unmanagedAttributePolicy",
  "eventsEnabled",
  "enabledEventTypes",
  "policyEnforcementMode",
  "decisionStrategy",
  "scopes",
  "resources",
  "uris",
  "requirement",
  "priority",
  "authenticator",
  "provider",
  "ifResourceExists",
  "smtpServer",
  "accessTokenLifespan",
  "passwordPolicy",
  "organizationsEnabled",
  "constructor",
  "toString",
  "hasOwnProperty",
];

const WORDS = ["a", "app", "x y", "ÄÖÜ", "../..", "%2e%2e", "javascript:x", "http://e.example/*", "OVERWRITE", "SKIP"];

function randomValue(random: Random, depth: number): unknown {
  switch (random.below(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.chance(0.5) ? random.below(1000) - 500 : random.next() * 1e30;
    case 3:
      return random.word();
    case 4:
      // now and then longer than any column
      return "v".repeat(random.chance(0.1) ? 20_000 + random.below(200_000) : random.below(300));
    case 5:
      return String(random.chance(0.5));
    case 6:
    case 7:
      return randomObject(random, depth + 1);
    default:
      return Array.from({ length: random.below(4) }, () => randomValue(random, depth + 1));
  }
}

function randomObject(random: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = random.below(6); i > 0; i--) {
    const key = random.chance(0.9) ? FIELDS[random.below(FIELDS.length)] : random.word();
    object[key] = randomValue(random, depth);
  }
  return object;
}

/** a body: mostly an object, sometimes a list of them (as role mappings are) or a bare value */
export function randomBody(random: Random): unknown {
  const roll = random.next();
  if (roll < 0.7) return randomObject(random, 0);
  if (roll < 0.9) return Array.from({ length: random.below(3) }, () => randomObject(random, 1));
  return randomValue(random, 2);
}
