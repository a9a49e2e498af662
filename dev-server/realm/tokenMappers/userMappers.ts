// Mappers that copy what is known of the user into claims: attributes, model properties, the full name, the address.
import { mapClaim } from "./mapClaim.js";
import { ALL_KINDS, type MapperType } from "./mapperType.js";
import { userAttributeValues } from "./userAttributes.js";
import { putClaim } from "./claimPath.js";

const ADDRESS_PARTS: [claim: string, configSuffix: string][] = [
  ["formatted", "formatted"],
  ["street_address", "street"],
  ["locality", "locality"],
  ["region", "region"],
  ["postal_code", "postal_code"],
  ["country", "country"],
];

export const USER_MAPPERS: Record<string, MapperType> = {
  "oidc-usermodel-attribute-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, config, { realm, user }) {
      const name = config["user.attribute"];
      if (!name) return;
      const values = userAttributeValues(realm, user, name, config["aggregate.attrs"] === "true");
      mapClaim(claims, config, values);
    },
  },
  "oidc-usermodel-property-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, config, { user }) {
      const property = config["user.attribute"];
      if (!property || !Object.hasOwn(user, property)) return;
      const value = (user as unknown as Record<string, unknown>)[property];
      // Keycloak reads the property through the user model's getter and maps its text
      if (value !== undefined && value !== null && typeof value !== "object") mapClaim(claims, config, String(value));
    },
  },
  "oidc-full-name-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, _config, { user }) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      if (name) claims.name = name;
    },
  },
  "oidc-address-mapper": {
    priority: 0,
    kinds: ALL_KINDS,
    apply(claims, config, { user }) {
      const address: Record<string, string> = {};
      for (const [claim, suffix] of ADDRESS_PARTS) {
        const attribute = config[`user.attribute.${suffix}`] ?? suffix;
        const value = Object.hasOwn(user.attributes, attribute) ? user.attributes[attribute][0] : undefined;
        if (value !== undefined) address[claim] = value;
      }
      if (Object.keys(address).length) putClaim(claims, ["address"], address, false);
    },
  },
};
