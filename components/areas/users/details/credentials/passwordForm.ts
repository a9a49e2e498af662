import { z } from "@/lib/form/zod";

export type PasswordValues = { password: string; passwordConfirmation: string; temporary: boolean };

export type PasswordMessages = { required: string; mismatch: string };

/** Password and confirmation are required and must match; the mismatch shows under the confirmation. */
export function passwordSchema(messages: PasswordMessages) {
  return z
    .object({
      password: z.string().min(1, messages.required),
      passwordConfirmation: z.string().min(1, messages.required),
      temporary: z.boolean(),
    })
    .refine((values) => values.password === values.passwordConfirmation, {
      message: messages.mismatch,
      path: ["passwordConfirmation"],
    });
}

export const EMPTY_PASSWORD: PasswordValues = { password: "", passwordConfirmation: "", temporary: true };
