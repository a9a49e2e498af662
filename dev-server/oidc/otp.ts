// One-time passwords as Keycloak's OTP credential provider keeps them: the secret as a plain string whose UTF-8 bytes
// are the HMAC key (shown to the person in Base32), credentialData with the policy it was set up under, and the
// realm's OTP policy (type, algorithm, digits, period or counter, look-ahead window, reusable codes) when checking.
import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { CredentialRecord, RealmData, UserRecord } from "../store/model.js";

export interface OtpPolicy {
  type: "totp" | "hotp";
  algorithm: string;
  digits: number;
  period: number;
  initialCounter: number;
  lookAheadWindow: number;
  codeReusable: boolean;
}

interface OtpCredentialData {
  subType: "totp" | "hotp";
  digits: number;
  counter: number;
  period: number;
  algorithm: string;
}

const HMACS: Record<string, string> = { HmacSHA1: "sha1", HmacSHA256: "sha256", HmacSHA512: "sha512" };
const SECRET_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function otpPolicy(realm: RealmData): OtpPolicy {
  const rep = realm.rep;
  return {
    type: rep.otpPolicyType === "hotp" ? "hotp" : "totp",
    algorithm: rep.otpPolicyAlgorithm ?? "HmacSHA1",
    digits: rep.otpPolicyDigits ?? 6,
    period: rep.otpPolicyPeriod ?? 30,
    initialCounter: rep.otpPolicyInitialCounter ?? 0,
    lookAheadWindow: rep.otpPolicyLookAheadWindow ?? 1,
    codeReusable: rep.otpPolicyCodeReusable ?? false,
  };
}

/** Keycloak's 20-character secret */
export function generateOtpSecret(): string {
  return Array.from({ length: 20 }, () => SECRET_CHARS[randomInt(SECRET_CHARS.length)]).join("");
}

/** the key an authenticator app is given, in groups of four as Keycloak's setup page shows it */
export function base32Secret(secret: string): string {
  let bits = "";
  for (const byte of Buffer.from(secret, "utf8")) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let i = 0; i < bits.length; i += 5) out += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, "0"), 2)];
  return out.replace(/(.{4})(?=.)/g, "$1 ");
}

export function hotp(secret: string, counter: number, algorithm: string, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(HMACS[algorithm] ?? "sha1", Buffer.from(secret, "utf8"))
    .update(message)
    .digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

export function otpCredentials(user: UserRecord): CredentialRecord[] {
  return user.credentials.filter((c) => c.type === "otp");
}

function secretOf(credential: CredentialRecord): string {
  return String((JSON.parse(credential.secretData ?? "{}") as { value?: string }).value ?? "");
}

function dataOf(credential: CredentialRecord): OtpCredentialData {
  return JSON.parse(credential.credentialData ?? "{}") as OtpCredentialData;
}

/** codes already used, per credential, while they are still valid: a realm that does not allow reuse refuses them */
const usedCodes = new Map<string, number>();

function matchingCounter(secret: string, data: OtpCredentialData, policy: OtpPolicy, code: string, now: number) {
  const window = policy.lookAheadWindow;
  if (data.subType === "hotp") {
    for (let c = data.counter; c <= data.counter + window; c++)
      if (hotp(secret, c, data.algorithm, data.digits) === code) return c;
    return undefined;
  }
  const step = Math.floor(now / 1000 / data.period);
  for (let c = step - window; c <= step + window; c++)
    if (hotp(secret, c, data.algorithm, data.digits) === code) return c;
  return undefined;
}

/** checks a code against each of the user's OTP credentials; a HOTP credential's counter moves past the used code */
export function verifyOtp(realm: RealmData, user: UserRecord, code: string, now = Date.now()): boolean {
  const policy = otpPolicy(realm);
  for (const credential of otpCredentials(user)) {
    const data = dataOf(credential);
    const counter = matchingCounter(secretOf(credential), data, policy, code.trim(), now);
    if (counter === undefined) continue;
    const key = `${credential.id}:${counter}`;
    for (const [k, expires] of usedCodes) if (expires < now) usedCodes.delete(k);
    if (!policy.codeReusable && usedCodes.has(key)) return false;
    usedCodes.set(key, now + (data.period * (policy.lookAheadWindow * 2 + 1) + 1) * 1000);
    if (data.subType === "hotp") credential.credentialData = JSON.stringify({ ...data, counter: counter + 1 });
    return true;
  }
  return false;
}

/** checks a code for a secret being set up, under the realm's current policy */
export function verifySetupCode(realm: RealmData, secret: string, code: string, now = Date.now()): boolean {
  const policy = otpPolicy(realm);
  const data = setupData(policy);
  return matchingCounter(secret, data, policy, code.trim(), now) !== undefined;
}

function setupData(policy: OtpPolicy): OtpCredentialData {
  return {
    subType: policy.type,
    digits: policy.digits,
    counter: policy.initialCounter,
    period: policy.period,
    algorithm: policy.algorithm,
  };
}

export function newOtpCredential(realm: RealmData, secret: string, userLabel?: string): CredentialRecord {
  return {
    id: randomUUID(),
    type: "otp",
    createdDate: Date.now(),
    ...(userLabel ? { userLabel } : {}),
    secretData: JSON.stringify({ value: secret }),
    credentialData: JSON.stringify(setupData(otpPolicy(realm))),
  };
}
