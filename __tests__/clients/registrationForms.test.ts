import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { namedConfigSchema } from "@/lib/dynamic-config/namedConfig";
import {
  fromRegistrationPolicyValues,
  toRegistrationPolicyValues,
} from "@/components/areas/clients/registration/registrationPolicyForm";
import {
  initialAccessTokenSchema,
  toInitialAccessTokenRequest,
} from "@/components/areas/clients/registration/initialAccessTokenForm";

const TRUSTED_HOSTS: ConfigProperty[] = [
  { name: "trusted-hosts", type: "MultivaluedString" },
  { name: "host-sending-registration-request-must-match", type: "boolean", defaultValue: "true" },
  { name: "client-uris-must-match", type: "boolean", defaultValue: "true" },
] as ConfigProperty[];

const MESSAGES = { required: "required", tooSmall: (min: number) => `min ${min}` };

describe("registration policy form", () => {
  it("starts a new policy unnamed at its provider's defaults", () => {
    expect(toRegistrationPolicyValues(TRUSTED_HOSTS, undefined)).toEqual({
      name: "",
      config: {
        "trusted-hosts": [],
        "host-sending-registration-request-must-match": true,
        "client-uris-must-match": true,
      },
    });
  });

  it("saves a new policy of the provider for its kind, config entries as lists", () => {
    const values = toRegistrationPolicyValues(TRUSTED_HOSTS, undefined);
    const policy = fromRegistrationPolicyValues(
      TRUSTED_HOSTS,
      { providerId: "trusted-hosts", kind: "anonymous" },
      {
        name: "  Hosts ",
        config: { ...values.config, "trusted-hosts": ["localhost", ""], "client-uris-must-match": false },
      },
    );
    expect(policy).toEqual({
      name: "Hosts",
      providerId: "trusted-hosts",
      providerType: "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy",
      subType: "anonymous",
      config: {
        "trusted-hosts": ["localhost"],
        "host-sending-registration-request-must-match": ["true"],
        "client-uris-must-match": ["false"],
      },
    });
  });

  it("keeps a stored policy's id and parent when saving it", () => {
    const stored = {
      id: "p1",
      parentId: "realm-id",
      name: "Trusted Hosts",
      providerId: "trusted-hosts",
      subType: "anonymous",
      config: { "trusted-hosts": ["example.com"], "client-uris-must-match": ["false"] },
    };
    const values = toRegistrationPolicyValues(TRUSTED_HOSTS, stored);
    expect(values.config["trusted-hosts"]).toEqual(["example.com"]);
    expect(values.config["client-uris-must-match"]).toBe(false);
    const saved = fromRegistrationPolicyValues(
      TRUSTED_HOSTS,
      { providerId: "trusted-hosts", kind: "anonymous" },
      values,
      stored,
    );
    expect(saved).toMatchObject({ id: "p1", parentId: "realm-id", name: "Trusted Hosts" });
  });

  it("requires a name", () => {
    const schema = namedConfigSchema(TRUSTED_HOSTS, MESSAGES);
    const values = toRegistrationPolicyValues(TRUSTED_HOSTS, undefined);
    expect(schema.safeParse({ ...values, name: "  " }).success).toBe(false);
    expect(schema.safeParse({ ...values, name: "Hosts" }).success).toBe(true);
  });
});

describe("initial access token form", () => {
  const schema = initialAccessTokenSchema({ expiration: "expiration", count: "count" });

  it("accepts a lifespan of 0 or more seconds and a count of 1 or more", () => {
    expect(schema.safeParse({ expiration: 0, count: 1 }).success).toBe(true);
    expect(schema.safeParse({ expiration: 3600, count: 0 }).success).toBe(false);
    expect(schema.safeParse({ expiration: "", count: 2 }).success).toBe(false);
    expect(schema.safeParse({ expiration: 60, count: "" }).success).toBe(false);
  });

  it("sends both as numbers", () => {
    expect(toInitialAccessTokenRequest({ expiration: 86400, count: 2 })).toEqual({ expiration: 86400, count: 2 });
  });
});
