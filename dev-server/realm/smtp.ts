// A realm's SMTP settings (realm.smtpServer, a string map) turned into a real SMTP delivery, as Keycloak's
// DefaultEmailSenderProvider reads them: port 25 (465 with SSL) unless given, SSL from the first byte or StartTLS,
// login when "auth" is on, the envelope sender apart from the From header, and ten-second timeouts.
import nodemailer from "nodemailer";
import { SECRET_MASK } from "./secrets.js";

export type SmtpSettings = Record<string, string | undefined>;

export interface SmtpMessage {
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 10_000;

const isTrue = (value: unknown) => String(value).toLowerCase() === "true";

function address(email: string | undefined, name: string | undefined) {
  if (!email) return undefined;
  return name ? { address: email, name } : email;
}

function port(settings: SmtpSettings): number {
  const given = Number(settings.port);
  return settings.port && given > 0 ? given : isTrue(settings.ssl) ? 465 : 25;
}

/** Sends one plain-text message with the settings given; rejects with the SMTP client's error. */
export async function sendSmtp(settings: SmtpSettings, message: SmtpMessage): Promise<void> {
  if (!settings.host) throw new Error("SMTP host is not configured");
  if (!settings.from) throw new Error("SMTP sender (from) is not configured");
  const starttls = isTrue(settings.starttls);
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: port(settings),
    secure: isTrue(settings.ssl),
    // with StartTLS on, a server that cannot upgrade is an error rather than a silent plain-text delivery
    requireTLS: starttls,
    ignoreTLS: !starttls && !isTrue(settings.ssl),
    auth: isTrue(settings.auth) ? { user: settings.user ?? "", pass: settings.password ?? "" } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: address(settings.from, settings.fromDisplayName),
      replyTo: address(settings.replyTo, settings.replyToDisplayName),
      envelope: { from: settings.envelopeFrom || settings.from, to: message.to },
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  } finally {
    transport.close();
  }
}

/**
 * The settings with a masked password replaced by the stored one, but only when they name the same server, port,
 * user and login as the stored settings (Keycloak's rule): the mask never sends the stored password elsewhere.
 */
export function withStoredPassword(settings: SmtpSettings, stored: SmtpSettings | undefined): SmtpSettings {
  if (settings.password !== SECRET_MASK || !stored) return settings;
  const same = (key: string, fallback: string) => String(settings[key] ?? fallback) === String(stored[key] ?? fallback);
  const basic = (map: SmtpSettings) => (map.authType ?? "basic").toLowerCase() === "basic";
  const reuse =
    isTrue(settings.auth) &&
    isTrue(stored.auth) &&
    basic(settings) &&
    basic(stored) &&
    same("host", "") &&
    same("port", "25") &&
    same("user", "");
  return reuse ? { ...settings, password: stored.password } : settings;
}

/** What Keycloak sends as its SMTP test (its email-test template, in English). */
export function smtpTestMessage(to: string, realmName: string): SmtpMessage {
  return {
    to,
    subject: "[KEYCLOAK] - SMTP test message",
    text: `This is a test message sent by the realm ${realmName}.`,
  };
}
