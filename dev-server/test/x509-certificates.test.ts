// The self-signed certificates the dev server makes for generated keys: every one must be readable, or the realm
// quietly serves its key without a certificate (a rare keystore download without the realm's certificate showed it).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { generateKeyPairSync, X509Certificate } from "node:crypto";
import { selfSignedCertificate } from "../realm/x509.js";

describe("self-signed certificates", () => {
  it("are all readable DER, whatever their random serial", () => {
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    // a serial of a non-shortest form came up about once in 300 before the fix (13 of 3,000 in one run)
    const unreadable = Array.from({ length: 3000 }, () => selfSignedCertificate(privateKey, "realm")).filter((cert) => {
      try {
        return !new X509Certificate(Buffer.from(cert, "base64")).serialNumber;
      } catch {
        return true;
      }
    });
    assert.equal(unreadable.length, 0);
  });
});
