import { z } from "@/lib/form/zod";

export type FlowNameValues = { alias: string; description: string };

/** A flow's name is required and its surrounding spaces dropped, which Keycloak's alias lookup would not match. */
export function flowNameSchema(required: string) {
  return z.object({ alias: z.string().trim().min(1, required), description: z.string() });
}

export const FLOW_TYPES = [
  { value: "basic-flow", labelKey: "flowTypeGeneric" },
  { value: "client-flow", labelKey: "flowTypeClient" },
] as const;

export function createFlowSchema(required: string) {
  return flowNameSchema(required).extend({ providerId: z.enum(["basic-flow", "client-flow"]) });
}

export type CreateFlowValues = z.infer<ReturnType<typeof createFlowSchema>>;
