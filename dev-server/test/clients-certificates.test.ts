// A client's keys and certificates (certificates/{attr}: GET, generate, upload, upload-certificate) and its adapter
// configuration (installation/providers/{id}), as Keycloak 26 answers them.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createPrivateKey, createPublicKey, generateKeyPairSync, X509Certificate } from "node:crypto";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

describe("clients: certificates and installation", () => {
  let t: ClientsApi;
  let viewer: string;
  let outsider: string;
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  const upload = (id: string, attr: string, fields: Record<string, string>, bearer?: string, suffix = "upload") => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      form.append(key, key === "file" ? new Blob([value], { type: "application/octet-stream" }) : value);
    return t.api(`/clients/${id}/certificates/${attr}/${suffix}`, { method: "POST", body: form }, bearer);
  };
  const pem = (label: string, base64: string) => `-----BEGIN ${label}-----\n${base64}\n-----END ${label}-----\n`;

  before(async () => {
    t = await clientsApi("certs");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
    outsider = await t.limitedAdmin("outsider", ["view-users"]);
  });
  after(() => t.server.cleanup());

  it("generates a key pair with a self-signed X.509 certificate for the client and keeps it in its attributes", async () => {
    const id = await t.createClient({ clientId: "signer", clientAuthenticatorType: "client-jwt" });
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json(), {});
    const response = await t.send("POST", `/clients/${id}/certificates/jwt.credential/generate`);
    assert.equal(response.status, 200);
    const info = await response.json();
    const certificate = new X509Certificate(Buffer.from(info.certificate, "base64"));
    assert.equal(certificate.subject, "CN=signer");
    assert.ok(certificate.verify(certificate.publicKey));
    assert.ok(certificate.checkPrivateKey(createPrivate(info.privateKey)));
    const attributes = (await (await t.api(`/clients/${id}`)).json()).attributes;
    assert.equal(attributes["jwt.credential.certificate"], info.certificate);
    assert.equal(attributes["jwt.credential.private.key"], info.privateKey);
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`, {}, viewer)).json(), info);
  });

  it("accepts a certificate PEM, a public key PEM and a JSON Web Key Set as the console uploads them", async () => {
    const id = await t.createClient({ clientId: "uploads" });
    await t.send("POST", `/clients/${id}/certificates/jwt.credential/generate`);
    const other = await (
      await t.send("POST", `/clients/${await t.createClient({ clientId: "x" })}/certificates/a/generate`)
    ).json();

    const byCertificate = await upload(id, "jwt.credential", {
      keystoreFormat: "Certificate PEM",
      file: pem("CERTIFICATE", other.certificate),
    });
    assert.equal(byCertificate.status, 200, await byCertificate.clone().text());
    assert.deepEqual(await byCertificate.json(), { certificate: other.certificate });
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json(), {
      certificate: other.certificate,
    });

    const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicPem = publicKey.export({ format: "pem", type: "spki" }).toString();
    const byKey = await upload(
      id,
      "jwt.credential",
      { keystoreFormat: "Public Key PEM", file: publicPem },
      undefined,
      "upload-certificate",
    );
    assert.equal(byKey.status, 200);
    assert.deepEqual(await byKey.json(), { publicKey: publicPem });
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json(), {
      publicKey: publicPem,
    });

    const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", use: "sig" };
    const byJwks = await upload(id, "jwt.credential", {
      keystoreFormat: "JSON Web Key Set",
      file: JSON.stringify({ keys: [jwk] }),
    });
    assert.equal(byJwks.status, 200);
    const jwksInfo = await byJwks.json();
    assert.equal(jwksInfo.kid, "k1");
    assert.ok(createPublicKey({ key: Buffer.from(jwksInfo.publicKey, "base64"), format: "der", type: "spki" }));
    const attributes = (await (await t.api(`/clients/${id}`)).json()).attributes;
    assert.equal(attributes["use.jwks.string"], "true");
    assert.equal(attributes["jwt.credential.certificate"], undefined);
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json(), jwksInfo);
  });

  it("refuses an upload without format or file, an unreadable one, and a key set without a signing key", async () => {
    const id = await t.createClient({ clientId: "refusals" });
    const noFormat = await upload(id, "jwt.credential", { file: "x" });
    assert.deepEqual([noFormat.status, await noFormat.json()], [400, { error: "keystoreFormat cannot be null" }]);
    const noFile = await upload(id, "jwt.credential", { keystoreFormat: "Certificate PEM" });
    assert.deepEqual([noFile.status, await noFile.json()], [400, { error: "file cannot be empty" }]);
    assert.equal((await upload(id, "jwt.credential", { keystoreFormat: "Certificate PEM", file: "nope" })).status, 400);
    const encOnly = await upload(id, "jwt.credential", {
      keystoreFormat: "JSON Web Key Set",
      file: JSON.stringify({ keys: [{ kty: "RSA", use: "enc", n: "AQAB", e: "AQAB" }] }),
    });
    assert.equal(encOnly.status, 400);
    assert.equal((await encOnly.json()).error, "certificate-not-found");
    assert.deepEqual(await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json(), {});
    // an empty file is an empty certificate to Keycloak
    const emptyFile = await upload(id, "jwt.credential", { keystoreFormat: "Certificate PEM", file: "" });
    assert.deepEqual([emptyFile.status, await emptyFile.json()], [200, { certificate: "" }]);
  });

  it("lets view-clients read keys but not generate or upload, and refuses an admin without a clients role", async () => {
    const id = await t.createClient({ clientId: "guarded-keys" });
    assert.equal(
      (await t.send("POST", `/clients/${id}/certificates/saml.signing/generate`, undefined, viewer)).status,
      403,
    );
    assert.equal(
      (await upload(id, "saml.signing", { keystoreFormat: "Certificate PEM", file: "x" }, viewer)).status,
      403,
    );
    assert.equal((await t.api(`/clients/${id}/certificates/saml.signing`, {}, outsider)).status, 403);
    assert.equal((await t.api(`/clients/${UNKNOWN}/certificates/saml.signing`)).status, 404);
    assert.equal((await t.send("POST", `/clients/${UNKNOWN}/certificates/saml.signing/generate`)).status, 404);
  });

  it("writes keycloak.json for a confidential client with its secret and role settings", async () => {
    const id = await t.createClient({ clientId: "webapp" });
    const secret = (await (await t.api(`/clients/${id}/client-secret`)).json()).value;
    const response = await t.api(`/clients/${id}/installation/providers/keycloak-oidc-keycloak-json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type")!, /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^\{\n {2}"realm" : "certs",\n/);
    assert.deepEqual(JSON.parse(text), {
      realm: "certs",
      "auth-server-url": `${t.server.url}/`,
      "ssl-required": "external",
      resource: "webapp",
      credentials: { secret },
      "confidential-port": 0,
    });
    await t.send("POST", `/clients/${id}/roles`, { name: "editor" });
    const withRoles = JSON.parse(
      await (await t.api(`/clients/${id}/installation/providers/keycloak-oidc-keycloak-json`)).text(),
    );
    assert.equal(withRoles["verify-token-audience"], true);
    assert.equal(withRoles["use-resource-role-mappings"], true);
    const bearer = await t.createClient({ clientId: "api-only", bearerOnly: true });
    const bearerJson = await (
      await t.api(`/clients/${bearer}/installation/providers/keycloak-oidc-keycloak-json`)
    ).text();
    assert.deepEqual(Object.keys(JSON.parse(bearerJson)), [
      "realm",
      "bearer-only",
      "auth-server-url",
      "ssl-required",
      "resource",
      "confidential-port",
    ]);
  });

  it("writes keycloak.json for a public client without credentials, and the JBoss subsystem XML", async () => {
    const id = await t.createClient({ clientId: "spa", publicClient: true });
    const json = JSON.parse(
      await (await t.api(`/clients/${id}/installation/providers/keycloak-oidc-keycloak-json`)).text(),
    );
    assert.equal(json["public-client"], true);
    assert.equal(json.credentials, undefined);
    const xml = await (
      await t.api(`/clients/${id}/installation/providers/keycloak-oidc-jboss-subsystem`, {}, viewer)
    ).text();
    assert.equal(
      xml,
      [
        '<secure-deployment name="WAR MODULE NAME.war">',
        "    <realm>certs</realm>",
        `    <auth-server-url>${t.server.url}/</auth-server-url>`,
        "    <public-client>true</public-client>",
        "    <ssl-required>EXTERNAL</ssl-required>",
        "    <resource>spa</resource>",
        "</secure-deployment>",
        "",
      ].join("\n"),
    );
    const unknown = await t.api(`/clients/${id}/installation/providers/no-such-provider`);
    assert.deepEqual([unknown.status, await unknown.json()], [404, { error: "Unknown Provider" }]);
    assert.equal(
      (await t.api(`/clients/${id}/installation/providers/keycloak-oidc-jboss-subsystem`, {}, outsider)).status,
      403,
    );
    assert.equal((await t.api(`/clients/${UNKNOWN}/installation/providers/keycloak-oidc-keycloak-json`)).status, 404);
  });

  it("writes the client's SAML SP descriptor, and neither an IdP descriptor nor SAML adapter configurations", async () => {
    const id = await t.createClient({
      clientId: "urn:sp:shop",
      protocol: "saml",
      attributes: {
        "saml.client.signature": "true",
        "saml.force.post.binding": "true",
        saml_assertion_consumer_url_post: "https://shop.example/saml/acs",
      },
    });
    // Keycloak 26.7 has no IdP descriptor for a client; the SAML adapters' configurations are left out here
    for (const format of [
      "saml-idp-descriptor",
      "keycloak-saml",
      "keycloak-saml-subsystem",
      "keycloak-saml-subsystem-cli",
    ])
      assert.equal((await t.api(`/clients/${id}/installation/providers/${format}`)).status, 404, format);

    const signing = await (await t.send("POST", `/clients/${id}/certificates/saml.signing/generate`)).json();
    const sp = await (await t.api(`/clients/${id}/installation/providers/saml-sp-descriptor`, {}, viewer)).text();
    assert.match(sp, /entityID="urn:sp:shop"/);
    assert.match(sp, /AuthnRequestsSigned="true" WantAssertionsSigned="false"/);
    assert.match(
      sp,
      /<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https:\/\/shop.example\/saml\/acs"/,
    );
    assert.match(sp, /<md:SingleLogoutService Binding="[^"]+HTTP-POST" Location="ERROR:ENDPOINT_NOT_SET"\/>/);
    assert.ok(
      sp.includes(
        `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${signing.certificate}<`,
      ),
    );
  });
});

function createPrivate(base64: string) {
  return createPrivateKey({ key: Buffer.from(base64, "base64"), format: "der", type: "pkcs8" });
}
