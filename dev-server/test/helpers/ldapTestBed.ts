// What every LDAP sync test file sets up: a dev server and its own slapd, an admin client and its token, a bound
// connection to the directory; a realm with an LDAP provider for the fixture; and the sync calls' answers.
import { after, before } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { Client } from "ldapts";
import { adminClient, startTestServer, type TestServer } from "./testServer.js";
import { ADMIN_DN, ADMIN_PASSWORD, startSlapd, type RunningSlapd } from "./slapd.js";
import { adminCall, createLdapProvider } from "./ldapProvider.js";

export interface SyncResult {
  added: number;
  updated: number;
  removed: number;
  failed: number;
  ignored: boolean;
  status: string;
}

export type LdapTestBed = {
  server: TestServer;
  slapd: RunningSlapd;
  admin: KcAdminClient;
  token: string;
  directory: Client;
  /** A new realm holding an LDAP provider for the fixture directory; answers the provider's id. */
  realmWithProvider(realm: string, config?: Record<string, string>): Promise<string>;
  /** POSTs a sync (or another action answering a SynchronizationResult) and expects 200. */
  post(path: string): Promise<SyncResult>;
};

/** Registers the file's before and after hooks; the fields are there once `before` has run. */
export function ldapTestBed(): LdapTestBed {
  const bed = {
    async realmWithProvider(realm: string, config: Record<string, string> = {}) {
      await bed.admin.realms.create({ realm, enabled: true });
      return createLdapProvider(bed.admin, realm, bed.slapd, config);
    },
    async post(path: string) {
      const answer = await adminCall(bed.server.url, bed.token, "POST", path);
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      return answer.json as SyncResult;
    },
  } as LdapTestBed;
  before(async () => {
    [bed.server, bed.slapd] = await Promise.all([startTestServer(), startSlapd()]);
    bed.admin = await adminClient(bed.server.url);
    bed.token = (await bed.admin.getAccessToken())!;
    bed.directory = new Client({ url: bed.slapd.url });
    await bed.directory.bind(ADMIN_DN, ADMIN_PASSWORD);
  });
  after(async () => {
    await bed.directory.unbind();
    await bed.server.cleanup();
    await bed.slapd.stop();
  });
  return bed;
}
