import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromPageItemValues, pageItemSchema, toPageItemValues } from "@/components/areas/page-section/pageItemForm";
import { UI_PAGE_PROVIDER_TYPE } from "@/lib/queries/components";

const PROPERTIES: ConfigProperty[] = [
  { name: "name", label: "Name", type: "String", required: true },
  { name: "description", label: "Description", type: "Text" },
];
const MESSAGES = { required: "Required field", tooSmall: (min: number) => `at least ${min}` };

describe("a page item's form", () => {
  it("saves a new item as a component of the page provider under the realm", () => {
    const values = toPageItemValues(PROPERTIES, undefined);
    const component = fromPageItemValues(PROPERTIES, "Todo", "realm-id", {
      config: { ...values.config, name: "Rotate keys", description: "Before the audit" },
    });
    expect(component).toEqual({
      providerId: "Todo",
      providerType: UI_PAGE_PROVIDER_TYPE,
      parentId: "realm-id",
      config: { name: ["Rotate keys"], description: ["Before the audit"] },
    });
  });

  it("keeps a stored item's id and parent and shows its values", () => {
    const stored = {
      id: "item-1",
      parentId: "other-realm-id",
      providerId: "Todo",
      providerType: UI_PAGE_PROVIDER_TYPE,
      config: { name: ["Rotate keys"], description: ["Before the audit"] },
    };
    const values = toPageItemValues(PROPERTIES, stored);
    expect(values.config).toMatchObject({ name: "Rotate keys", description: "Before the audit" });
    const saved = fromPageItemValues(
      PROPERTIES,
      "Todo",
      "realm-id",
      {
        config: { ...values.config, description: "Done" },
      },
      stored,
    );
    expect(saved).toMatchObject({ id: "item-1", parentId: "other-realm-id" });
    expect(saved.config).toEqual({ name: ["Rotate keys"], description: ["Done"] });
  });

  it("refuses an empty required property", () => {
    const result = pageItemSchema(PROPERTIES, MESSAGES).safeParse({ config: { name: "", description: "x" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["config.name", "Required field"],
    ]);
  });
});
