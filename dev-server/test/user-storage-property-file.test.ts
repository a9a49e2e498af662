// The Server Developer Guide's read-only property file provider (readonly-property-file): offered by serverinfo,
// its path checked as the factory's validateConfiguration does and kept inside <DATA_DIR>/user-storage/, its users
// signed in with the file's passwords and imported on first login or search, linked to the provider; a disabled
// provider signs no one in, a deleted one takes its imported users with it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import {
  acmeSeedDir,
  adminClient,
  passwordGrant,
  REPO_ROOT,
  startTestServer,
  tempDir,
  type TestServer,
} from "./helpers/testServer.js";
import { adminCall } from "./helpers/ldapProvider.js";
import { realmViewerToken } from "./helpers/realmViewer.js";
import { startLogin, type LoginStep } from "./helpers/loginSteps.js";
import { parseUserLines } from "../realm/property-file/propertyFileUsers.js";

const REALM = "file-users";
const USER_STORAGE = "org.keycloak.storage.UserStorageProvider";
const FILE_LINES = "# contractors\nfile-ann=ann-secret\nfile-bob = bob-secret\nfile-bea=bea-secret\n";

describe("readonly-property-file user storage", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  let folder: string;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({ realm: REALM, enabled: true });
    // the file holds only usernames and passwords, and Keycloak's password grant refuses a user the user profile finds
    // incomplete ("Account is not fully set up"): this realm asks for no email or names, as one fed by such a file would
    const profile = await admin.users.getProfile({ realm: REALM });
    const optional = profile.attributes!.map(({ required: _required, ...attribute }) => attribute);
    await admin.users.updateProfile({ ...profile, attributes: optional, realm: REALM });
    folder = join(server.dirs.data, "user-storage");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "people.properties"), FILE_LINES);
  });
  after(() => server.cleanup());

  const provider = (path: string, name = "people file"): ComponentRepresentation => ({
    name,
    providerId: "readonly-property-file",
    providerType: USER_STORAGE,
    config: { path: [path], enabled: ["true"], priority: ["0"] },
  });
  const create = (path: string, name?: string) =>
    adminCall(server.url, token, "POST", `${REALM}/components`, provider(path, name));
  const createdId = async (path: string, name?: string) => {
    const res = await fetch(`${server.url}/admin/realms/${REALM}/components`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(provider(path, name)),
    });
    assert.equal(res.status, 201);
    return res.headers.get("location")!.split("/").at(-1)!;
  };
  /** Keycloak 26.7 answers wrong credentials, and a user it cannot find, with 400 invalid_grant */
  const refused = async (username: string, password: string) => {
    const grant = await passwordGrant(server.url, REALM, username, password);
    assert.deepEqual(
      [grant.status, ((await grant.json()) as { error_description?: string }).error_description],
      [400, "Invalid user credentials"],
    );
  };
  const findUser = async (username: string) => (await admin.users.find({ realm: REALM, username, exact: true }))[0];

  it("reads username=password lines as java.util.Properties does: comments, separators, the last duplicate", () => {
    const users = parseUserLines(
      "# a comment\n! another\n\n  Ann = ann pass\nbob:bob-pass\r\ncid  cid-pass\nann=later\n",
    );
    assert.deepEqual(
      [...users],
      [
        ["ann", "later"],
        ["bob", "bob-pass"],
        ["cid", "cid-pass"],
      ],
    );
  });

  it("is offered by serverinfo with its path property", async () => {
    const info = await admin.serverInfo.find();
    const type = info.componentTypes?.[USER_STORAGE]?.find(({ id }) => id === "readonly-property-file");
    assert.deepEqual(
      type?.properties.map(({ name, label, type: kind }) => [name, label, kind]),
      [["path", "Path", "String"]],
    );
  });

  it("refuses a file that does not exist", async () => {
    const res = await create("missing.properties");
    assert.equal(res.status, 400);
    assert.deepEqual(res.json, { errorMessage: "user property file does not exist", field: "path" });
  });

  it("refuses any path leading outside the user-storage folder", async () => {
    const outside = join(tempDir("outside"), "people.properties");
    writeFileSync(outside, FILE_LINES);
    symlinkSync(outside, join(folder, "link-out.properties"));
    for (const path of ["../people.properties", "../../etc/passwd", outside, "/etc/passwd", "link-out.properties"]) {
      const res = await create(path);
      assert.equal(res.status, 400, path);
      assert.match((res.json as { errorMessage: string }).errorMessage, /DATA_DIR\/user-storage folder/, path);
    }
    assert.equal((await admin.components.find({ realm: REALM, type: USER_STORAGE })).length, 0);
  });

  it("lets a view-only admin read the providers but not create one", async () => {
    const viewer = await realmViewerToken(admin, server.url, REALM);
    const refused = await adminCall(server.url, viewer, "POST", `${REALM}/components`, provider("people.properties"));
    assert.equal(refused.status, 403);
    assert.equal((await adminCall(server.url, viewer, "GET", `${REALM}/components?type=${USER_STORAGE}`)).status, 200);
  });

  it("signs a file user in with the file's password and imports them linked to the provider", async () => {
    const id = await createdId("people.properties");
    const stored = await adminCall(server.url, token, "GET", `${REALM}/components/${id}`);
    assert.deepEqual((stored.json as ComponentRepresentation).config?.path, ["people.properties"]);
    assert.doesNotMatch(JSON.stringify(stored.json), /secret/);
    await refused("file-ann", "wrong");
    assert.equal((await passwordGrant(server.url, REALM, "file-ann", "ann-secret")).status, 200);
    assert.equal((await passwordGrant(server.url, REALM, "FILE-BOB", "bob-secret")).status, 200);
    const ann = await findUser("file-ann");
    assert.equal(ann?.federationLink, id);
    await refused("file-ann", "wrong");
    await refused("nobody", "ann-secret");
  });

  it("keeps a file user's username and password read-only", async () => {
    const ann = (await findUser("file-ann"))!;
    const rename = await adminCall(server.url, token, "PUT", `${REALM}/users/${ann.id}`, { username: "ann-renamed" });
    assert.equal(rename.status, 400);
    const reset = await adminCall(server.url, token, "PUT", `${REALM}/users/${ann.id}/reset-password`, {
      type: "password",
      value: "another-pass",
      temporary: false,
    });
    assert.deepEqual(reset, { status: 400, json: { error: "Can't reset password as account is read only" } });
    const named = await adminCall(server.url, token, "PUT", `${REALM}/users/${ann.id}`, { firstName: "Ann" });
    assert.equal(named.status, 204);
    const shown = await adminCall(server.url, token, "GET", `${REALM}/users/${ann.id}?userProfileMetadata=true`);
    const attributes = (shown.json as { userProfileMetadata: { attributes: { name: string; readOnly: boolean }[] } })
      .userProfileMetadata.attributes;
    assert.deepEqual(
      attributes.filter(({ readOnly }) => readOnly).map(({ name }) => name),
      ["username"],
    );
  });

  it("imports the file users a search finds by username prefix", async () => {
    assert.equal(await findUser("file-bea"), undefined);
    const found = await admin.users.find({ realm: REALM, search: "file-b", max: 10 });
    assert.deepEqual(found.map(({ username }) => username).sort(), ["file-bea", "file-bob"]);
    assert.ok((await findUser("file-bea"))?.federationLink);
  });

  it("signs no one in through a disabled provider", async () => {
    const [stored] = await admin.components.find({ realm: REALM, type: USER_STORAGE, name: "people file" });
    await admin.components.update(
      { realm: REALM, id: stored.id! },
      { ...stored, config: { ...stored.config, enabled: ["false"] } },
    );
    // Keycloak 26.7 refuses it with 400 invalid_grant; it reads a disabled provider's users as disabled ("Account
    // disabled"), where this server refuses the file's password, so only the refusal itself is held here
    const grant = await passwordGrant(server.url, REALM, "file-ann", "ann-secret");
    assert.deepEqual([grant.status, ((await grant.json()) as { error?: string }).error], [400, "invalid_grant"]);
    await admin.components.update({ realm: REALM, id: stored.id! }, stored);
    assert.equal((await passwordGrant(server.url, REALM, "file-ann", "ann-secret")).status, 200);
  });

  it("removes the users it imported when the provider is deleted", async () => {
    const [stored] = await admin.components.find({ realm: REALM, type: USER_STORAGE, name: "people file" });
    await admin.components.del({ realm: REALM, id: stored.id! });
    for (const username of ["file-ann", "file-bob", "file-bea"]) assert.equal(await findUser(username), undefined);
    await refused("file-ann", "ann-secret");
  });

  it("signs in acme's seeded contractors from the file the seed puts in DATA_DIR/user-storage on first start", async () => {
    const seed = acmeSeedDir();
    cpSync(join(REPO_ROOT, "dev-server/seed/user-storage"), join(seed, "user-storage"), { recursive: true });
    const seeded = await startTestServer({ seed });
    try {
      assert.ok(existsSync(join(seeded.dirs.data, "user-storage", "contractors.properties")));
      // acme's user profile asks for an email and names the file cannot give: as in Keycloak, the file's password
      // leads to the profile page, and once the contractor has filled it in the password grant lets them in too
      const hidden = (step: LoginStep) =>
        Object.fromEntries(
          [...step.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
        );
      const login = await startLogin(seeded.url, "acme");
      const profilePage = await login.post({
        ...hidden(login.first),
        username: "contractor-kim",
        password: "kim-pass",
      });
      assert.match(profilePage.html, /id="kc-update-profile-form"/);
      const profile = { email: "kim@contractors.example", firstName: "Kim", lastName: "Contractor" };
      assert.ok((await login.post({ ...hidden(profilePage), ...profile })).code);
      assert.equal((await passwordGrant(seeded.url, "acme", "contractor-kim", "kim-pass")).status, 200);
      const acmeAdmin = await adminClient(seeded.url);
      const [kim] = await acmeAdmin.users.find({ realm: "acme", username: "contractor-kim", exact: true });
      const [file] = await acmeAdmin.components.find({ realm: "acme", type: USER_STORAGE, name: "Contractors file" });
      assert.equal(kim?.federationLink, file?.id);
    } finally {
      await seeded.cleanup();
    }
  });
});
