// A one-time code as an authenticator app computes it (RFC 6238) from the Base32 key the OTP setup page shows.
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(key: string): Buffer {
  const bits = [...key.replace(/[\s=]/g, "").toUpperCase()]
    .map((char) => BASE32.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** The HMAC-SHA1 code of the period `offset` periods from now (Keycloak's default policy: 6 digits, 30 s). */
export function totp(key: string, offset = 0, digits = 6, period = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / period) + offset));
  const mac = createHmac("sha1", base32Bytes(key)).update(counter).digest();
  const at = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 10 ** digits).padStart(digits, "0");
}
