// Mappers of the token's audience and of the origins a browser client may call from.
import { ACCESS_KINDS, type MapperType } from "./mapperType.js";

const AUDIENCE_RESOLVE_PRIORITY = 30;

export const AUDIENCE_MAPPERS: Record<string, MapperType> = {
  "oidc-audience-mapper": {
    priority: 0,
    kinds: ACCESS_KINDS,
    apply(_claims, config, { audience }) {
      const value = config["included.client.audience"] || config["included.custom.audience"];
      if (value) audience.add(value);
    },
  },
  // every client the token carries roles of is an audience, the token's own client aside
  "oidc-audience-resolve-mapper": {
    priority: AUDIENCE_RESOLVE_PRIORITY,
    kinds: ACCESS_KINDS,
    apply(_claims, _config, { audience, roles, client }) {
      for (const [clientId, names] of roles.clients)
        if (names.size && clientId !== client.clientId) audience.add(clientId);
    },
  },
  "oidc-allowed-origins-mapper": {
    priority: 0,
    kinds: ACCESS_KINDS,
    apply(claims, _config, { allowedOrigins }) {
      if (allowedOrigins.length) claims["allowed-origins"] = [...allowedOrigins];
    },
  },
};
