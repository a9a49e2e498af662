// Which config keys of a component are secret: those its provider declares secret (or of type Password) in the server
// info, and always the key material this server generates into key providers, which Keycloak never shows either.
import type { ComponentSecretKeys } from "../../realm/secrets.js";
import { COMPONENT_TYPES } from "./serverInfoComponents.js";

const ALWAYS_SECRET = [
  "privateKey",
  "ecdsaPrivateKey",
  "secret",
  "bindCredential",
  "keystorePassword",
  "keyPassword",
  "clientSecret",
];

const declared = new Map<string, string[]>();
for (const [type, providers] of Object.entries(COMPONENT_TYPES ?? {}))
  for (const provider of providers)
    declared.set(
      `${type}/${provider.id}`,
      (provider.properties ?? [])
        .filter((p) => p.secret || p.type === "Password")
        .map((p) => p.name)
        .filter((name): name is string => !!name),
    );

export const componentSecretKeys: ComponentSecretKeys = (providerType, providerId) =>
  new Set([...ALWAYS_SECRET, ...(declared.get(`${providerType}/${providerId}`) ?? [])]);
