import { z } from "zod";
import { configValuesSchema } from "@/lib/dynamic-config/configSchema";
import { toConfigFormValues } from "@/lib/dynamic-config/configValues";
import { everyType } from "./fixtures";

const messages = { required: "Required field", tooSmall: (min: number) => `at least ${min}` };

describe("configValuesSchema", () => {
  const schema = z.object({ config: configValuesSchema(everyType, messages) });

  it("puts a missing required value and a number under its minimum on their fields", () => {
    const config = { ...toConfigFormValues(everyType, undefined), priority: -1 };
    const result = schema.safeParse({ config });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["config.claim🍺name", "Required field"],
      ["config.priority", "at least 0"],
    ]);
  });

  it("accepts filled values; a required switch that is off is a value", () => {
    const required = [
      { name: "on", type: "boolean", required: true },
      { name: "hosts", type: "MultivaluedString", required: true },
      { name: "pairs", type: "Map", required: true },
    ];
    const strict = configValuesSchema(required, messages);
    expect(strict.safeParse({ on: false, hosts: ["a"], pairs: [{ key: "k", value: "" }] }).success).toBe(true);
    expect(strict.safeParse({ on: false, hosts: [""], pairs: [{ key: "", value: "v" }] }).error?.issues).toHaveLength(
      2,
    );
  });
});
