import { z } from "@/lib/form/zod";
import { cacheFieldsOf } from "./cachePolicy";

/** The config keys the cache policy makes required. */
export function requiredCacheKeys(config: Record<string, string>): string[] {
  const fields = cacheFieldsOf(config.cachePolicy);
  return [
    ...(fields.day ? ["evictionDay"] : []),
    ...(fields.time ? ["evictionHour", "evictionMinute"] : []),
    ...(fields.lifespan ? ["maxLifespan"] : []),
  ];
}

/**
 * A provider form's schema: a name, and the config keys `requiredKeys` names for the values typed so far (some are
 * required only with a setting, such as a bind DN with simple authentication).
 */
export function providerSchema(requiredKeys: (config: Record<string, string>) => string[], required: string) {
  return z.object({ name: z.string(), config: z.record(z.string(), z.string()) }).superRefine((values, context) => {
    if (!values.name.trim()) context.addIssue({ code: "custom", path: ["name"], message: required });
    for (const key of requiredKeys(values.config)) {
      if (!values.config[key]?.trim()) context.addIssue({ code: "custom", path: ["config", key], message: required });
    }
  });
}
