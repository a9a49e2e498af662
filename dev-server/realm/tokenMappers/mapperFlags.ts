// Which tokens a mapper writes, from its config flags as Keycloak reads them: "true" includes; an absent userinfo
// flag follows the ID token flag and an absent introspection flag follows the access token flag (the behaviour of
// mappers made before those flags existed). A lightweight access token carries only the mappers marked for it.
import type { MapperConfig, TokenKind } from "./tokenContext.js";

export function includedIn(config: MapperConfig, kind: TokenKind, lightweight: boolean): boolean {
  const flag = (name: string) => config[name] === "true";
  switch (kind) {
    case "access":
      return lightweight ? flag("lightweight.claim") : flag("access.token.claim");
    case "id":
      return flag("id.token.claim");
    case "userinfo":
      return config["userinfo.token.claim"] === undefined ? flag("id.token.claim") : flag("userinfo.token.claim");
    case "introspection":
      return config["introspection.token.claim"] === undefined
        ? flag("access.token.claim")
        : flag("introspection.token.claim");
  }
}
