import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { z } from "@/lib/form/zod";

/** The configuration as the editor shows it. */
export const toJsonText = (config: UserProfileConfig) => JSON.stringify(config, null, 2);

export type JsonProblem = { kind: "syntax"; reason: string } | { kind: "notObject" };

/** Why the text is not a JSON object (the parser's reason for a syntax error), or undefined when it is one. */
export function jsonProblem(text: string): JsonProblem | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? undefined : { kind: "notObject" };
  } catch (error) {
    return { kind: "syntax", reason: error instanceof Error ? error.message : String(error) };
  }
}

export type JsonMessages = { syntax(reason: string): string; notObject: string };

/** The editor's check: a JSON object, with the parser's reason otherwise. */
export function jsonEditorSchema(messages: JsonMessages) {
  return z.object({
    json: z.string().superRefine((text, ctx) => {
      const problem = jsonProblem(text);
      if (problem !== undefined)
        ctx.addIssue({
          code: "custom",
          message: problem.kind === "syntax" ? messages.syntax(problem.reason) : messages.notObject,
        });
    }),
  });
}
