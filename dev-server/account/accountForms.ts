// The account page's forms as the server reads them: each names its action and carries the CSRF token; every field is
// one string of bounded length (a repeated field, which the form parser makes a list, is refused). The personal info
// form's fields are the realm's user profile attributes, so any name passes here and the profile decides.
import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "../realm/representations/jackson.js";

/** the HMAC in base64url (accountSession.ts), with room to spare */
const CSRF_MAX = 64;

const token = { csrf: z.string().max(CSRF_MAX) };
const password = z.string().max(TEXT_MAX).optional();

export const accountFormSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("profile"), ...token }).catchall(z.string().max(TEXT_MAX)),
  z.object({
    action: z.literal("password"),
    ...token,
    password,
    "password-new": password,
    "password-confirm": password,
    "logout-sessions": z.literal("on").optional(),
  }),
  z.object({ action: z.literal("sign-out-session"), ...token, session: z.string().max(NAME_MAX) }),
  z.object({ action: z.literal("sign-out-others"), ...token }),
  z.object({ action: z.literal("unlink"), ...token, provider: z.string().max(NAME_MAX) }),
  z.object({ action: z.literal("sign-out"), ...token }),
]);

export type AccountForm = z.infer<typeof accountFormSchema>;
export type FormOf<A extends AccountForm["action"]> = Extract<AccountForm, { action: A }>;
