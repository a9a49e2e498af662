import { z } from "@/lib/form/zod";

export type NewRoleMessages = { required: string; surroundingSpaces: string };

/** A new realm role: a name, required and without spaces around it, and an optional description. Messages come translated. */
export function newRoleSchema(messages: NewRoleMessages) {
  return z.object({
    name: z
      .string()
      .refine((name) => name.trim().length > 0, messages.required)
      .refine((name) => name.trim().length === 0 || name === name.trim(), messages.surroundingSpaces),
    description: z.string(),
  });
}

export type NewRoleValues = z.infer<ReturnType<typeof newRoleSchema>>;

export const EMPTY_ROLE: NewRoleValues = { name: "", description: "" };
