import { z } from "@/lib/form/zod";
import { durationSchema, type DurationValue } from "@/lib/form/duration";

/** How long a new initial access token lives (seconds; 0 never expires) and how many clients it may register. */
export type InitialAccessTokenValues = { expiration: DurationValue; count: number | "" };

export const DEFAULT_INITIAL_ACCESS_TOKEN: InitialAccessTokenValues = { expiration: 86400, count: 1 };

export function initialAccessTokenSchema(messages: { expiration: string; count: string }) {
  return z.object({
    expiration: durationSchema(messages.expiration),
    count: z
      .union([z.number(), z.literal("")])
      .refine((value) => value !== "" && Number.isInteger(value) && value >= 1, { message: messages.count }),
  });
}

/** What the server is sent; the schema has made sure both are whole numbers. */
export function toInitialAccessTokenRequest(values: InitialAccessTokenValues): { expiration: number; count: number } {
  return { expiration: Number(values.expiration), count: Number(values.count) };
}
