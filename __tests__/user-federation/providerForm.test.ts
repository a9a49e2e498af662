import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { fromProviderFormValues, toProviderFormValues } from "@/components/areas/user-federation/shared/providerForm";
import { providerSchema } from "@/components/areas/user-federation/shared/providerSchema";
import {
  LDAP_CONFIG_ADAPTER,
  LDAP_DEFAULTS,
  requiredLdapKeys,
  VENDOR_DEFAULTS,
} from "@/components/areas/user-federation/ldap/ldapDefaults";
import { requiredKerberosKeys } from "@/components/areas/user-federation/kerberos/kerberosDefaults";
import { withNewPriorities } from "@/components/areas/user-federation/priorityOrder";
import { moveOnePlace } from "@/lib/moveOnePlace";

describe("user-storage provider form values", () => {
  it("shows stored values over the defaults and stores each as a one-item array, keeping keys the form lacks", () => {
    const stored = {
      id: "p1",
      name: "corp",
      parentId: "realm-id",
      config: { priority: ["3"], connectionUrl: ["ldap://a"], fullSyncPeriod: ["3600"], changedSyncPeriod: ["-1"] },
    };
    const values = toProviderFormValues(LDAP_DEFAULTS, "ldap", stored, LDAP_CONFIG_ADAPTER);
    expect(values.name).toBe("corp");
    expect(values.config).toMatchObject({
      connectionUrl: "ldap://a",
      usernameLDAPAttribute: VENDOR_DEFAULTS.ad.usernameLDAPAttribute,
      periodicFullSync: "true",
      fullSyncPeriod: "3600",
      periodicChangedUsersSync: "false",
      changedSyncPeriod: "86400",
    });

    const saved = fromProviderFormValues(
      { ...values, config: { ...values.config, periodicFullSync: "false" } },
      "ldap",
      "other-realm",
      stored,
      LDAP_CONFIG_ADAPTER,
    );
    expect(saved.parentId).toBe("realm-id");
    expect(saved.config).toMatchObject({
      priority: ["3"],
      connectionUrl: ["ldap://a"],
      fullSyncPeriod: ["-1"],
      changedSyncPeriod: ["-1"],
    });
    expect(saved.config).not.toHaveProperty("periodicFullSync");
  });

  it("names a new provider after its type and puts it under the realm", () => {
    const saved = fromProviderFormValues(toProviderFormValues({ kerberosRealm: "" }, "kerberos"), "kerberos", "r1");
    expect(saved).toMatchObject({
      name: "kerberos",
      providerId: "kerberos",
      providerType: "org.keycloak.storage.UserStorageProvider",
      parentId: "r1",
      config: { kerberosRealm: [""] },
    });
  });
});

describe("required provider settings", () => {
  const schema = providerSchema(requiredLdapKeys, "Required field");
  const issues = (config: Record<string, string>) =>
    (schema.safeParse({ name: "x", config }).error?.issues ?? []).map((issue) => issue.path.join("."));

  it("needs a bind DN and credential only with simple authentication", () => {
    const filled = Object.fromEntries(requiredLdapKeys({ ...LDAP_DEFAULTS }).map((key) => [key, "v"]));
    expect(issues({ ...LDAP_DEFAULTS, ...filled, authType: "simple" })).toEqual([]);
    expect(issues({ ...LDAP_DEFAULTS, ...filled, authType: "simple", bindDn: " " })).toEqual(["config.bindDn"]);
    expect(issues({ ...LDAP_DEFAULTS, ...filled, authType: "none", bindDn: "", bindCredential: "" })).toEqual([]);
  });

  it("needs the eviction fields the cache policy uses, and Kerberos an edit mode with password authentication", () => {
    expect(requiredKerberosKeys({ cachePolicy: "EVICT_WEEKLY" })).toEqual(
      expect.arrayContaining(["evictionDay", "evictionHour", "evictionMinute"]),
    );
    expect(requiredKerberosKeys({ cachePolicy: "MAX_LIFESPAN" })).toContain("maxLifespan");
    expect(requiredKerberosKeys({ allowPasswordAuthentication: "true" })).toContain("editMode");
    expect(requiredKerberosKeys({ allowPasswordAuthentication: "false" })).not.toContain("editMode");
  });
});

describe("provider priorities", () => {
  const provider = (id: string, priority?: string): ComponentRepresentation => ({
    id,
    name: id,
    config: priority ? { priority: [priority] } : {},
  });

  it("moves a provider one place and gives each moved provider its place as priority", () => {
    const order = moveOnePlace([provider("a", "0"), provider("b", "1"), provider("c", "2")], 2, -1);
    expect(order.map((item) => item.id)).toEqual(["a", "c", "b"]);
    expect(withNewPriorities(order).map((item) => [item.id, item.config?.priority])).toEqual([
      ["c", ["1"]],
      ["b", ["2"]],
    ]);
    expect(moveOnePlace(order, 0, -1)).toEqual(order);
  });

  it("stores a priority for a provider that had none", () => {
    expect(withNewPriorities([provider("a")]).map((item) => item.config?.priority)).toEqual([["0"]]);
  });
});
