// certificates/{attr}/download and /generate-and-download: keystores the JDK's keytool and OpenSSL read, with the
// client's key under the key password, the realm's certificate beside it, and Keycloak's refusals.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

const has = (tool: string) => spawnSync("which", [tool]).status === 0;
// asynchronous, so that the in-process server keeps serving (and timing out idle connections) meanwhile
const run = (command: string, args: string[]) =>
  new Promise<{ status: number; stdout: string }>((resolve) =>
    execFile(command, args, { encoding: "utf8" }, (error, stdout) =>
      resolve({ status: error ? Number(error.code ?? 1) || 1 : 0, stdout }),
    ),
  );
const KEYTOOL = has("keytool");
const OPENSSL = has("openssl");

describe("clients: keystore downloads", () => {
  let t: ClientsApi;
  let viewer: string;
  let dir: string;
  let clientId: string;
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  const save = async (response: Response, name: string) => {
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(response.headers.get("content-type"), "application/octet-stream");
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(await response.arrayBuffer()));
    return path;
  };
  const download = (id: string, config: Record<string, unknown>, bearer?: string, action = "download") =>
    t.send("POST", `/clients/${id}/certificates/jwt.credential/${action}`, config, bearer);

  before(async () => {
    t = await clientsApi("keystores");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
    dir = mkdtempSync(join(tmpdir(), "dev-server-keystores-"));
    clientId = await t.createClient({ clientId: "Signer" });
    await t.send("POST", `/clients/${clientId}/certificates/jwt.credential/generate`);
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.server.cleanup();
  });

  it(
    "writes a JKS with the client's key under its key password and the realm's certificate",
    { skip: !KEYTOOL },
    async () => {
      const config = { format: "JKS", keyAlias: "Signer", keyPassword: "key-pass", storePassword: "store-pass" };
      const path = await save(await download(clientId, config, viewer), "client.jks");
      const listing = (
        await run("keytool", ["-list", "-keystore", path, "-storepass", "store-pass", "-storetype", "JKS"])
      ).stdout;
      assert.match(listing, /signer, .*PrivateKeyEntry/);
      assert.match(listing, /keystores, .*trustedCertEntry/);
      const copy = async (keyPassword: string, name: string) => {
        const source = ["-srckeystore", path, "-srcstorepass", "store-pass", "-srckeypass", keyPassword];
        const target = ["-destkeystore", join(dir, name), "-deststoretype", "PKCS12"];
        const passwords = ["-deststorepass", "copy-pass", "-destkeypass", "copy-pass"];
        return (await run("keytool", ["-importkeystore", ...source, "-srcalias", "signer", ...target, ...passwords]))
          .status;
      };
      assert.equal(await copy("key-pass", "copy.p12"), 0);
      assert.notEqual(await copy("wrong-pass", "wrong.p12"), 0);
      assert.notEqual(
        (await run("keytool", ["-list", "-keystore", path, "-storepass", "wrong-pass", "-storetype", "JKS"])).status,
        0,
      );
    },
  );

  it("writes a PKCS12 without the realm's certificate when asked", { skip: !OPENSSL }, async () => {
    const config = { format: "PKCS12", keyPassword: "same-pass", storePassword: "same-pass", realmCertificate: false };
    const path = await save(await download(clientId, config), "client.p12");
    const dump = (await run("openssl", ["pkcs12", "-in", path, "-passin", "pass:same-pass", "-nodes"])).stdout;
    assert.equal(dump.match(/BEGIN CERTIFICATE/g)?.length, 1);
    assert.match(dump, /BEGIN PRIVATE KEY/);
    assert.match(dump, /friendlyName: Signer/);
    const stored = (await (await t.api(`/clients/${clientId}/certificates/jwt.credential`)).json()).certificate;
    assert.equal(dump.split("-----BEGIN CERTIFICATE-----\n")[1].split("-----END")[0].replace(/\n/g, ""), stored);
    assert.notEqual((await run("openssl", ["pkcs12", "-in", path, "-passin", "pass:wrong", "-nodes"])).status, 0);
  });

  it("generates a key pair for download only, keeping just its certificate", { skip: !OPENSSL }, async () => {
    const id = await t.createClient({ clientId: "generated" });
    const config = { format: "PKCS12", keyPassword: "pw-123", storePassword: "pw-123", keySize: 2048, validity: 1 };
    const path = await save(await download(id, config, undefined, "generate-and-download"), "generated.p12");
    const dump = (await run("openssl", ["pkcs12", "-in", path, "-passin", "pass:pw-123", "-nodes"])).stdout;
    assert.match(dump, /BEGIN PRIVATE KEY/);
    assert.equal(dump.match(/BEGIN CERTIFICATE/g)?.length, 2);
    const kept = await (await t.api(`/clients/${id}/certificates/jwt.credential`)).json();
    assert.deepEqual(Object.keys(kept), ["certificate"]);
    assert.ok(dump.replace(/\n/g, "").includes(kept.certificate));
  });

  it("answers Keycloak's refusals: no key pair, missing passwords, unknown format, view-only, unknown client", async () => {
    const empty = await t.createClient({ clientId: "empty" });
    const none = await download(empty, { format: "JKS", keyPassword: "a", storePassword: "b" });
    assert.deepEqual([none.status, await none.json()], [404, { error: "keypair not generated for client" }]);
    const noKeyPassword = await download(clientId, { format: "JKS", storePassword: "b" });
    assert.deepEqual(
      [noKeyPassword.status, await noKeyPassword.json()],
      [400, { error: "password-missing", error_description: "Need to specify a key password for jks download" }],
    );
    const noStorePassword = await download(clientId, { format: "JKS", keyPassword: "a" });
    assert.equal((await noStorePassword.json()).error_description, "Need to specify a store password for jks download");
    const badFormat = await download(clientId, { format: "ZIP", keyPassword: "a", storePassword: "b" });
    assert.equal(badFormat.status, 406);
    const generateConfig = { format: "JKS", keyPassword: "a", storePassword: "b" };
    assert.equal((await download(empty, generateConfig, viewer, "generate-and-download")).status, 403);
    assert.equal(
      (await download(empty, { format: "JKS", storePassword: "b" }, undefined, "generate-and-download")).status,
      400,
    );
    assert.equal(
      (await download(empty, { ...generateConfig, keySize: 65536 }, undefined, "generate-and-download")).status,
      400,
    );
    assert.equal((await download(UNKNOWN, generateConfig)).status, 404);
    assert.equal((await download(UNKNOWN, generateConfig, undefined, "generate-and-download")).status, 404);
  });
});
