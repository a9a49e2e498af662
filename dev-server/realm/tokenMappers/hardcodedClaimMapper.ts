// The hardcoded claim mapper: one fixed value, converted like any mapped value ("JSON" parses it).
import { mapClaim } from "./mapClaim.js";
import { ALL_KINDS, type MapperType } from "./mapperType.js";

export const HARDCODED_CLAIM_MAPPER: MapperType = {
  priority: 0,
  kinds: ALL_KINDS,
  apply(claims, config) {
    mapClaim(claims, config, config["claim.value"]);
  },
};
