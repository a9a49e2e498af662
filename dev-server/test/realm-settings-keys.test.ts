// The realm's keys (GET /keys) and key-provider components as Keycloak has them: every provider type makes its key,
// the active RS256 key of highest priority signs new tokens, passive keys only verify, disabled or deleted keys do
// neither, private keys and secrets never come back, and bad input is refused with Keycloak's messages.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createPublicKey, generateKeyPairSync } from "node:crypto";
import * as jose from "jose";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";
import { realmViewerToken } from "./helpers/realmViewer.js";
import { selfSignedCertificate } from "../realm/x509.js";

const REALM = "keys";
const KEY_PROVIDER = "org.keycloak.keys.KeyProvider";

interface KeyMeta {
  providerId: string;
  providerPriority: number;
  kid: string;
  status: string;
  type: string;
  algorithm: string;
  use: string;
  publicKey?: string;
  certificate?: string;
  validTo?: number;
}
interface KeysMetadata {
  active: Record<string, string>;
  keys: KeyMeta[];
}

describe("realm keys and key providers", () => {
  let server: TestServer;
  let token: string;
  let viewerToken: string;
  before(async () => {
    server = await startTestServer();
    const admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({ realm: REALM, enabled: true });
    admin.setConfig({ realmName: REALM });
    viewerToken = await realmViewerToken(admin, server.url, REALM);
  });
  after(() => server.cleanup());

  const send = (method: string, path: string, body?: unknown, bearer = token) =>
    fetch(`${server.url}/admin/realms/${REALM}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const keys = async () => (await (await send("GET", "/keys")).json()) as KeysMetadata;
  const userToken = async () => {
    const res = await passwordGrant(server.url, REALM, "viewer", "viewer");
    assert.equal(res.status, 200);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const addProvider = async (name: string, providerId: string, config: Record<string, string[]>) => {
    const res = await send("POST", "/components", { name, providerId, providerType: KEY_PROVIDER, config });
    assert.equal(res.status, 201, await res.clone().text());
    return res.headers.get("location")!.split("/").pop()!;
  };
  const keyOf = async (providerId: string) => (await keys()).keys.find((k) => k.providerId === providerId);

  it("describes the realm's keys as Keycloak's KeysMetadataRepresentation", async () => {
    const meta = await keys();
    const rs256 = meta.keys.find((k) => k.algorithm === "RS256")!;
    assert.equal(meta.active.RS256, rs256.kid);
    assert.deepEqual(
      { type: rs256.type, use: rs256.use, status: rs256.status, priority: rs256.providerPriority },
      { type: "RSA", use: "SIG", status: "ACTIVE", priority: 100 },
    );
    assert.ok(rs256.publicKey && rs256.certificate && rs256.validTo! > Date.now());
    assert.deepEqual(meta.keys.map((k) => k.algorithm).sort(), ["AES", "HS512", "RS256", "RSA-OAEP"]);
    assert.equal(meta.keys.find((k) => k.algorithm === "AES")!.type, "OCT");
    assert.equal(meta.keys.find((k) => k.algorithm === "RSA-OAEP")!.use, "ENC");
  });

  it("makes a key for every provider type", async () => {
    const ec = await keyOf(await addProvider("ec", "ecdsa-generated", { ecdsaEllipticCurveKey: ["P-384"] }));
    assert.deepEqual([ec?.type, ec?.algorithm, ec?.use, ec?.certificate], ["EC", "ES384", "SIG", undefined]);
    const ecCert = await keyOf(
      await addProvider("ec-cert", "ecdsa-generated", { ecGenerateCertificate: ["true"], priority: ["5"] }),
    );
    assert.equal(ecCert?.algorithm, "ES256");
    assert.ok(ecCert?.certificate);
    const hmac = await keyOf(await addProvider("hs", "hmac-generated", { algorithm: ["HS256"], secretSize: ["32"] }));
    assert.deepEqual([hmac?.type, hmac?.algorithm, hmac?.use], ["OCT", "HS256", "SIG"]);
    const aes = await keyOf(await addProvider("aes", "aes-generated", { secretSize: ["32"] }));
    assert.deepEqual([aes?.type, aes?.algorithm, aes?.use], ["OCT", "AES", "ENC"]);
    const enc = await keyOf(await addProvider("enc", "rsa-enc-generated", { algorithm: ["RSA-OAEP-256"] }));
    assert.deepEqual([enc?.type, enc?.algorithm, enc?.use], ["RSA", "RSA-OAEP-256", "ENC"]);
    const ps = await keyOf(await addProvider("ps", "rsa-generated", { algorithm: ["PS256"], keySize: ["1024"] }));
    assert.deepEqual([ps?.type, ps?.algorithm], ["RSA", "PS256"]);

    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ format: "pem", type: "pkcs1" }).toString();
    const imported = await keyOf(await addProvider("imported", "rsa", { privateKey: [pem], priority: ["1"] }));
    assert.equal(imported?.publicKey, createPublicKey(pem).export({ format: "der", type: "spki" }).toString("base64"));
    assert.ok(imported?.certificate, "a self-signed certificate is made when none is given");
  });

  it("signs new tokens with the active RS256 key of highest priority; a passive key only verifies", async () => {
    const before = await userToken();
    const id = await addProvider("top", "rsa-generated", { priority: ["500"] });
    const top = (await keyOf(id))!;
    assert.equal((await keys()).active.RS256, top.kid);
    const fresh = await userToken();
    assert.equal(jose.decodeProtectedHeader(fresh).kid, top.kid);
    const certs = (await (await fetch(`${server.url}/realms/${REALM}/protocol/openid-connect/certs`)).json()) as {
      keys: { kid: string }[];
    };
    assert.ok(certs.keys.some((k) => k.kid === top.kid));
    // a token of the previous key still opens the admin API while that key is present
    assert.equal((await send("GET", "/keys", undefined, before)).status, 200);

    const passiveId = await addProvider("passive", "rsa-generated", { priority: ["900"], active: ["false"] });
    const passive = (await keyOf(passiveId))!;
    assert.equal(passive.status, "PASSIVE");
    assert.equal(jose.decodeProtectedHeader(await userToken()).kid, top.kid);

    const rep = await (await send("GET", `/components/${id}`)).json();
    assert.equal(
      (await send("PUT", `/components/${id}`, { ...rep, config: { ...rep.config, active: ["false"] } })).status,
      204,
    );
    assert.equal((await keyOf(id))!.status, "PASSIVE");
    assert.notEqual(jose.decodeProtectedHeader(await userToken()).kid, top.kid);
    assert.equal((await send("GET", "/keys", undefined, fresh)).status, 200, "a passive key still verifies");

    assert.equal(
      (await send("PUT", `/components/${id}`, { ...rep, config: { ...rep.config, enabled: ["false"] } })).status,
      204,
    );
    assert.equal((await keyOf(id))!.status, "DISABLED");
    assert.equal((await send("GET", "/keys", undefined, fresh)).status, 401, "a disabled key does not verify");

    assert.equal((await send("DELETE", `/components/${id}`)).status, 204);
    assert.equal(await keyOf(id), undefined);
    assert.equal((await send("DELETE", `/components/${passiveId}`)).status, 204);
  });

  it("makes the key again when its size changes", async () => {
    const id = await addProvider("resized", "rsa-generated", { keySize: ["1024"], priority: ["2"] });
    const old = (await keyOf(id))!;
    const rep = await (await send("GET", `/components/${id}`)).json();
    const res = await send("PUT", `/components/${id}`, { ...rep, config: { ...rep.config, keySize: ["2048"] } });
    assert.equal(res.status, 204);
    const now = (await keyOf(id))!;
    assert.notEqual(now.kid, old.kid);
    assert.equal(Buffer.from(now.publicKey!, "base64").length > Buffer.from(old.publicKey!, "base64").length, true);
  });

  it("never sends back a generated private key or secret, and keeps them through an update", async () => {
    const rsa = await addProvider("masked-rsa", "rsa-generated", { priority: ["3"] });
    const ec = await addProvider("masked-ec", "ecdsa-generated", {});
    const hs = await addProvider("masked-hs", "hmac-generated", {});
    const stored = server.store.realm(REALM)!.components;
    for (const [id, key] of [
      [rsa, "privateKey"],
      [ec, "ecdsaPrivateKey"],
      [hs, "secret"],
    ] as const) {
      const rep = await (await send("GET", `/components/${id}`)).json();
      // key material is no property the provider declares: Keycloak leaves it out rather than masking it
      assert.equal(rep.config[key], undefined);
      const before = stored.get(id)!.config![key][0];
      assert.equal(
        (await send("PUT", `/components/${id}`, { ...rep, config: { ...rep.config, priority: ["4"] } })).status,
        204,
      );
      assert.equal(stored.get(id)!.config![key][0], before);
    }
    const list = await (await send("GET", `/components?type=${KEY_PROVIDER}`)).text();
    assert.ok(!list.includes(stored.get(rsa)!.config!.privateKey[0]));
    assert.ok(!(await (await send("GET", "/keys")).text()).includes(stored.get(hs)!.config!.secret[0]));
  });

  it("answers 403 to an administrator who may only view the realm", async () => {
    assert.equal((await send("GET", "/keys", undefined, viewerToken)).status, 200);
    const body = { name: "x", providerId: "rsa-generated", providerType: KEY_PROVIDER, config: {} };
    assert.equal((await send("POST", "/components", body, viewerToken)).status, 403);
    const [first] = (await keys()).keys;
    assert.equal((await send("DELETE", `/components/${first.providerId}`, undefined, viewerToken)).status, 403);
  });

  it("refuses a bad imported key with Keycloak's messages", async () => {
    const post = async (config: Record<string, string[]>) => {
      const res = await send("POST", "/components", {
        name: "bad",
        providerId: "rsa",
        providerType: KEY_PROVIDER,
        config,
      });
      assert.equal(res.status, 400);
      return ((await res.json()) as { errorMessage: string }).errorMessage;
    };
    assert.equal(
      await post({ privateKey: ["-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----"] }),
      "Failed to decode private key",
    );
    assert.equal(await post({}), "'Private RSA Key' is required");
    const a = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey;
    const b = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey;
    const pem = a.export({ format: "pem", type: "pkcs8" }).toString();
    const otherCert = selfSignedCertificate(b.export({ format: "der", type: "pkcs8" }), "other");
    assert.equal(await post({ privateKey: [pem], certificate: [otherCert] }), "Certificate does not match private key");
    assert.equal(await post({ privateKey: [pem], certificate: ["garbage"] }), "Failed to decode certificate");
    assert.equal(await post({ privateKey: [pem], priority: ["high"] }), "'Priority' should be a number");
    const names = ((await (await send("GET", `/components?type=${KEY_PROVIDER}`)).json()) as { name: string }[]).map(
      (c) => c.name,
    );
    assert.ok(!names.includes("bad"));
  });
});
