// serverinfo's builtinProtocolMappers: the mappers Keycloak 26.7's "Add predefined mapper" dialog offers per protocol
// (its protocol factories' built-in mappers: names, mapper types and configurations), kept as data in
// data/builtinProtocolMappers.json.
import { readFileSync } from "node:fs";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";

export const BUILTIN_PROTOCOL_MAPPERS = JSON.parse(
  readFileSync(new URL("./data/builtinProtocolMappers.json", import.meta.url), "utf8"),
) as Record<string, ProtocolMapperRepresentation[]>;
