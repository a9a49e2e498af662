// Mappers of who the token is about and how they signed in: the subject (plain or pairwise), the authentication
// context class and the user session's notes (the built-in "basic" scope's auth_time).
import { mapClaim } from "./mapClaim.js";
import { ACCESS_KINDS, ALL_KINDS, TOKEN_KINDS, type MapperType } from "./mapperType.js";
import { pairwiseSubject, sectorIdentifier } from "./pairwiseSubject.js";

// after the subject mapper, whose value it replaces
const PAIRWISE_PRIORITY = 100;

export const SESSION_MAPPERS: Record<string, MapperType> = {
  "oidc-sub-mapper": {
    priority: 0,
    kinds: ACCESS_KINDS,
    apply(claims, _config, { user }) {
      claims.sub = user.id;
    },
  },
  "oidc-sha256-pairwise-sub-mapper": {
    priority: PAIRWISE_PRIORITY,
    kinds: ["access", "id", "userinfo"],
    ignoresFlags: true,
    apply(claims, config, context) {
      const sector = sectorIdentifier(config, context);
      const salt = config.pairwiseSubAlgorithmSalt;
      if (sector && salt && claims.sub !== undefined) claims.sub = pairwiseSubject(sector, context.user.id, salt);
    },
  },
  "oidc-acr-mapper": {
    priority: 0,
    kinds: TOKEN_KINDS,
    apply(claims, _config, { session }) {
      claims.acr = session.acr;
    },
  },
  "oidc-usersessionmodel-note-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, config, { session }) {
      const note = config["user.session.note"];
      if (note && Object.hasOwn(session.notes, note)) mapClaim(claims, config, session.notes[note]);
    },
  },
};
