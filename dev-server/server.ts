// The dev identity server: the realm store, one OpenID Connect provider per realm under /realms (with the account
// page at /realms/{realm}/account), the admin REST API under /admin, the console's translations under /resources and
// the built console under /admin/{realm}/console.
import express, { type NextFunction, type Request, type Response } from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { Store } from "./store/store.js";
import { answerWhenDurable } from "./durableAnswers.js";
import { RealmProviders } from "./oidc/registry.js";
import { realmRoutes } from "./oidc/realmRoutes.js";
import { accountRoutes } from "./account/accountRoutes.js";
import { adminRouter } from "./admin/router.js";
import { clientRegistrationRouter } from "./admin/clientRegistration/registrationEndpoint.js";
import { adminEventRecorder } from "./admin/adminEvents.js";
import { RealmWriteLocks } from "./admin/realmWriteLocks.js";
import { ProviderSessions } from "./admin/providerSessions.js";
import { ensureAdminModel } from "./admin/core/adminModel.js";
import { translationsRouter } from "./admin/core/translations.js";
import type { CoreContext } from "./admin/core/coreContext.js";
import type { Sessions } from "./admin/context.js";
import { consoleRouter } from "./console/serveConsole.js";
import { sortedUsers } from "./realm/userIndex.js";
import { securityHeaders } from "./hardening/securityHeaders.js";
import { faultInjection, Faults, faultsRouter } from "./faults/faultSwitch.js";
import { PeriodicLdapSync } from "./realm/ldap/periodicSync.js";

/** the master admin's token lists every realm's admin roles: with 300 realms that is ~5,400 roles, far over Node's 16 KiB */
const MAX_HEADER_BYTES = 1024 * 1024;

export interface ServerOptions {
  port: number;
  /** the interface to listen on: this machine only unless told otherwise */
  host?: string;
  /** where the realms are kept between runs; undefined keeps them in memory only */
  dataDir?: string;
  seedDir: string;
  consoleDir: string;
  quiet?: boolean;
  /**
   * The fault switch for end-to-end tests (faults/faultSwitch.ts): PUT /__faults and the faults it sets on the admin
   * API. Off unless given; main.ts and the e2e server pass it only when DEV_SERVER_FAULTS=1.
   */
  faults?: boolean;
}

export interface RunningServer {
  url: string;
  store: Store;
  sessions: Sessions;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const store = new Store(options.dataDir && resolve(options.dataDir));
  await store.load(resolve(options.seedDir), (realm) => ensureAdminModel(store, realm));

  // the port (and so the issuer URL) is known only once listening; requests that arrive before the app is built wait
  let app: express.Express | undefined;
  let appReady: () => void = () => {};
  const ready = new Promise<void>((done) => (appReady = done));
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    answerWhenDurable(res, store);
    if (app) app(req, res);
    else void ready.then(() => app!(req, res));
  });
  await listen(server, options.port, options.host ?? LOOPBACK);
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const providers = new RealmProviders(store, url);
  // master is used first by everyone; its key is made now rather than on the first login
  await providers.get("master");
  // sorting a large realm's users takes a moment: do it now, not in the first user list someone opens
  for (const realm of store.all()) sortedUsers(realm);

  const ctx: CoreContext = {
    store,
    sessions: new ProviderSessions(store, providers),
    adminEvent: adminEventRecorder(store),
    baseUrl: url,
    providers,
    writeLocks: new RealmWriteLocks(),
  };
  // a failed periodic sync is logged as Keycloak logs it; the next period tries again
  const periodicSync = new PeriodicLdapSync(store, (error) => options.quiet || console.error(error));
  app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders);
  app.get("/", (_req, res) => res.redirect(302, "/admin/master/console/"));
  app.use("/realms", clientRegistrationRouter(ctx));
  app.use("/realms", accountRoutes(store, providers));
  app.use("/realms", realmRoutes(store, providers));
  app.use("/resources", translationsRouter(store));
  app.use("/admin/:realm/console", consoleRouter({ store, consoleDir: resolve(options.consoleDir), baseUrl: url }));
  if (options.faults) {
    const faults = new Faults();
    app.use(faultsRouter(faults));
    app.use(faultInjection(faults));
  }
  app.use("/admin", adminRouter(ctx));
  app.use((error: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (error.type === "entity.parse.failed") {
      // Keycloak's answer to a body it cannot read as JSON
      res.status(400).json({ error: "invalid_request", error_description: "Cannot parse the JSON" });
      return;
    }
    if (error.type === "entity.too.large") {
      res.status(413).json({ error: "Request entity too large" });
      return;
    }
    if (!options.quiet) console.error(error);
    res.status(error.status ?? 500).json({ error: "unknown_error" });
  });
  appReady();

  return {
    url,
    store,
    sessions: ctx.sessions,
    async close() {
      periodicSync.dispose();
      providers.dispose();
      store.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

export const LOOPBACK = "127.0.0.1";

/** Whether a host name or address reaches this machine only. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\./.test(host);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      done();
    });
  });
}
