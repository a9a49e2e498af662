// The common last step of most mappers: convert the value by the mapper's config and put it at its "claim.name".
import { putClaim, splitClaimPath } from "./claimPath.js";
import { claimValue, isMultivalued } from "./claimValue.js";
import type { Claims, MapperConfig } from "./tokenContext.js";

export function mapClaim(claims: Claims, config: MapperConfig, value: unknown, claimName = config["claim.name"]): void {
  const converted = claimValue(config, value);
  if (converted === undefined || !claimName) return;
  putClaim(claims, splitClaimPath(claimName), converted, isMultivalued(config));
}
