import { z } from "@/lib/form/zod";

/** A new group's name, surrounding spaces dropped. The message comes translated. */
export function createGroupSchema(requiredMessage: string) {
  return z.object({ name: z.string().trim().min(1, requiredMessage) });
}

export type CreateGroupValues = z.infer<ReturnType<typeof createGroupSchema>>;
