import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromKeyProviderValues } from "@/components/areas/realm-settings/keys/keyProviderForm";
import { namedConfigSchema, toNamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { byPriority, KEY_PROVIDER_TYPE } from "@/lib/queries/keyProviders";

const PROPERTIES: ConfigProperty[] = [
  { name: "priority", label: "Priority", type: "String", defaultValue: "0" },
  { name: "enabled", label: "Enabled", type: "boolean", defaultValue: "true" },
  { name: "keySize", label: "Key size", type: "List", defaultValue: "2048", options: ["1024", "2048"] },
  { name: "privateKey", label: "Private RSA Key", type: "File", secret: true },
];
const MESSAGES = { required: "Required field", tooSmall: (min: number) => `at least ${min}` };

describe("a key provider's form", () => {
  it("starts a new provider named after its type, at the type's defaults", () => {
    const values = toNamedConfigValues(PROPERTIES, "rsa-generated", undefined);
    expect(values.name).toBe("rsa-generated");
    expect(values.config).toMatchObject({ priority: "0", enabled: true, keySize: "2048" });
  });

  it("saves a new provider of the realm in the component shape, lists for every entry", () => {
    const values = toNamedConfigValues(PROPERTIES, "rsa-generated", undefined);
    const component = fromKeyProviderValues(PROPERTIES, "rsa-generated", "realm-id", {
      name: " top ",
      config: { ...values.config, priority: "500" },
    });
    expect(component).toEqual({
      name: "top",
      providerId: "rsa-generated",
      providerType: KEY_PROVIDER_TYPE,
      parentId: "realm-id",
      config: { priority: ["500"], enabled: ["true"], keySize: ["2048"] },
    });
  });

  it("keeps a stored provider's id, parent and the masked private key it did not change", () => {
    const stored = {
      id: "p1",
      name: "imported",
      providerId: "rsa",
      providerType: KEY_PROVIDER_TYPE,
      parentId: "realm-id",
      config: { priority: ["7"], privateKey: ["**********"], enabled: ["false"] },
    };
    const values = toNamedConfigValues(PROPERTIES, "rsa", stored);
    expect(values.config).toMatchObject({ priority: "7", enabled: false, privateKey: "**********" });
    const saved = fromKeyProviderValues(PROPERTIES, "rsa", "other", values, stored);
    expect(saved).toMatchObject({ id: "p1", parentId: "realm-id", name: "imported" });
    expect(saved.config).toMatchObject({ priority: ["7"], privateKey: ["**********"], enabled: ["false"] });
  });

  it("requires a name", () => {
    const schema = namedConfigSchema(PROPERTIES, MESSAGES);
    const result = schema.safeParse({ name: "  ", config: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["name"], message: "Required field" });
    expect(schema.safeParse({ name: "ok", config: {} }).success).toBe(true);
  });

  it("lists providers by priority, highest first, then by name", () => {
    const providers = [
      { name: "b", config: { priority: ["100"] } },
      { name: "low", config: { priority: ["5"] } },
      { name: "top", config: { priority: ["500"] } },
      { name: "a", config: { priority: ["100"] } },
    ];
    expect([...providers].sort(byPriority).map((p) => p.name)).toEqual(["top", "a", "b", "low"]);
  });
});
