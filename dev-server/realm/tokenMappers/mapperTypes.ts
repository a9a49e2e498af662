// The OpenID Connect protocol mapper types that shape tokens here, by their Keycloak id. A mapper of another type
// (a script mapper, say) adds nothing.
import { AUDIENCE_MAPPERS } from "./audienceMappers.js";
import { HARDCODED_CLAIM_MAPPER } from "./hardcodedClaimMapper.js";
import type { MapperType } from "./mapperType.js";
import { MEMBERSHIP_MAPPERS } from "./membershipMappers.js";
import { ROLE_MAPPERS } from "./roleMappers.js";
import { SESSION_MAPPERS } from "./sessionMappers.js";
import { USER_MAPPERS } from "./userMappers.js";

const MAPPER_TYPES = new Map<string, MapperType>(
  Object.entries({
    ...USER_MAPPERS,
    ...ROLE_MAPPERS,
    ...AUDIENCE_MAPPERS,
    ...SESSION_MAPPERS,
    ...MEMBERSHIP_MAPPERS,
    "oidc-hardcoded-claim-mapper": HARDCODED_CLAIM_MAPPER,
  }),
);

export function mapperType(id: string | undefined): MapperType | undefined {
  return id === undefined ? undefined : MAPPER_TYPES.get(id);
}
