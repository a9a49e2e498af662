import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";
import { EMAIL_PATTERN } from "@/lib/form/emailPattern";

/** The encryptions Keycloak offers, each a "true"/"false" entry of the realm's smtpServer map. */
export const ENCRYPTIONS = ["ssl", "starttls"] as const;
export type Encryption = (typeof ENCRYPTIONS)[number];

export type EmailValues = {
  from: string;
  fromDisplayName: string;
  replyTo: string;
  replyToDisplayName: string;
  envelopeFrom: string;
  host: string;
  port: string;
  encryption: Encryption[];
  auth: boolean;
  user: string;
  password: string;
};

const TEXT_FIELDS = [
  "from",
  "fromDisplayName",
  "replyTo",
  "replyToDisplayName",
  "envelopeFrom",
  "host",
  "port",
  "user",
  "password",
] as const;

export type EmailMessages = { required: string; invalidEmail: string; invalidPort: string };

export function emailSchema(messages: EmailMessages) {
  const optionalEmail = z.string().refine((value) => value === "" || EMAIL_PATTERN.test(value), messages.invalidEmail);
  return z
    .object({
      from: z
        .string()
        .refine((value) => value !== "", messages.required)
        .refine((value) => value === "" || EMAIL_PATTERN.test(value), messages.invalidEmail),
      fromDisplayName: z.string(),
      replyTo: optionalEmail,
      replyToDisplayName: z.string(),
      envelopeFrom: z.string(),
      host: z.string().refine((value) => value.trim() !== "", messages.required),
      port: z.string().refine((value) => value === "" || isPort(value), messages.invalidPort),
      encryption: z.array(z.enum(ENCRYPTIONS)),
      auth: z.boolean(),
      user: z.string(),
      password: z.string(),
    })
    .superRefine((values, context) => {
      if (!values.auth) return;
      for (const path of ["user", "password"] as const)
        if (values[path] === "") context.addIssue({ code: "custom", path: [path], message: messages.required });
    });
}

function isPort(value: string) {
  return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;
}

const isTrue = (value: unknown) => String(value) === "true";

export function toEmailValues(realm: RealmRepresentation): EmailValues {
  const smtp: Record<string, string | undefined> = realm.smtpServer ?? {};
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, smtp[name] ?? ""])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    encryption: ENCRYPTIONS.filter((name) => isTrue(smtp[name])),
    auth: isTrue(smtp.auth),
  };
}

/**
 * The realm's smtpServer map from the form: empty entries left out, the switches as "true"/"false", and no user or
 * password once authentication is off, so no unused credential stays stored. Other entries of the map (an
 * authentication type set elsewhere) are kept.
 */
export function toSmtpServer(stored: Record<string, string> | undefined, values: EmailValues): Record<string, string> {
  const smtp: Record<string, string> = { ...stored };
  for (const name of TEXT_FIELDS) {
    const value = name === "host" ? values.host.trim() : values[name];
    if (value === "" || (!values.auth && (name === "user" || name === "password"))) delete smtp[name];
    else smtp[name] = value;
  }
  for (const name of ENCRYPTIONS) smtp[name] = String(values.encryption.includes(name));
  smtp.auth = String(values.auth);
  return smtp;
}

export function toEmailRealm(realm: RealmRepresentation, values: EmailValues): RealmRepresentation {
  return { ...realm, smtpServer: toSmtpServer(realm.smtpServer, values) };
}

/** What POST /testSMTPConnection takes: the settings as they would be saved, the port as a number. */
export function toTestSettings(
  stored: Record<string, string> | undefined,
  values: EmailValues,
): Record<string, string | number> {
  const { port, ...rest } = toSmtpServer(stored, values);
  return port ? { ...rest, port: Number(port) } : rest;
}
