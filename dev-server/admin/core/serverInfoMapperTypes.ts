// The protocol mapper types GET /admin/serverinfo lists for each protocol: Keycloak 26.7's ids, priorities (a lower
// priority runs first: role renames before role claims) and configuration properties (names, types, defaults,
// options), with names and help texts of our own or the console's message keys; kept as data in
// data/protocolMapperTypes.json. Only the OpenID Connect types in realm/tokenMappers/ shape tokens here; a mapper of
// any other listed type is stored and shown, and adds nothing.
import { readFileSync } from "node:fs";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

export const PROTOCOL_MAPPER_TYPES = JSON.parse(
  readFileSync(new URL("./data/protocolMapperTypes.json", import.meta.url), "utf8"),
) as Record<string, ProtocolMapperTypeRepresentation[]>;
