// GET /admin/serverinfo: the static catalogue (serverInfoData.ts) plus the live system and memory figures.
// Like Keycloak 26, it answers 403 to users who hold no admin role at all, and tells the host's details (user name,
// working directory, Node path, memory, CPUs) to the administration realm's admins only.
import os from "node:os";
import { pathToFileURL } from "node:url";
import type { Router } from "express";
import type {
  ServerInfoRepresentation,
  SpiInfoRepresentation,
} from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import type { AdminContext } from "../context.js";
import { forbidden } from "../http.js";
import { MASTER } from "../auth.js";
import { SERVER_VERSION, STATIC_SERVER_INFO } from "./serverInfoData.js";
import { registrationPolicyTypes } from "./serverInfoClientRegistration.js";
import { REGISTRATION_POLICY_TYPE } from "../../realm/registrationPolicies.js";

const STARTED = Date.now();

export function registerServerInfo(router: Router, ctx: AdminContext): void {
  router.get("/serverinfo", (req, res) => {
    const auth = req.auth!;
    const visibleRealms = auth.realm === MASTER ? ctx.store.realmNames() : [auth.realm];
    if (!visibleRealms.some((name) => auth.rolesFor(name).size > 0)) {
      forbidden(res);
      return;
    }
    const info = serverInfo();
    // Keycloak lists the allowed client scopes of the realm the request is made in: the administration realm
    const master = ctx.store.realm(MASTER);
    info.componentTypes = {
      ...info.componentTypes,
      [REGISTRATION_POLICY_TYPE]: registrationPolicyTypes(
        [...(master?.clientScopes.values() ?? [])].map((s) => s.name),
      ),
    };
    const isMasterAdmin = auth.realm === MASTER;
    info.providers = { ...info.providers, connectionsJpa: storageSpi(ctx.store.location, isMasterAdmin) };
    if (!isMasterAdmin) {
      delete info.systemInfo;
      delete info.memoryInfo;
      delete info.cpuInfo;
    }
    res.json(info);
  });
}

function serverInfo(): ServerInfoRepresentation {
  const uptimeMillis = Date.now() - STARTED;
  const memory = process.memoryUsage();
  const features = STATIC_SERVER_INFO.features ?? [];
  const total = os.totalmem();
  const free = os.freemem();
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  return {
    systemInfo: {
      version: SERVER_VERSION,
      serverTime: new Date().toString(),
      uptime: formatUptime(uptimeMillis),
      uptimeMillis,
      javaVersion: process.versions.node,
      javaVendor: "Node.js",
      javaVm: "V8",
      javaVmVersion: process.versions.v8,
      javaRuntime: `Node.js ${process.version}`,
      javaHome: process.execPath,
      osName: os.type(),
      osArchitecture: os.arch(),
      osVersion: os.release(),
      fileEncoding: "UTF-8",
      userName: os.userInfo().username,
      userDir: process.cwd(),
      userTimezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      userLocale: "en_US",
    },
    memoryInfo: {
      total,
      totalFormated: mb(total),
      used: memory.rss,
      usedFormated: mb(memory.rss),
      free,
      freePercentage: Math.round((free / total) * 100),
      freeFormated: mb(free),
    },
    cpuInfo: { processorCount: os.cpus().length },
    profileInfo: {
      name: "default",
      disabledFeatures: features.filter((f) => !f.enabled).map((f) => f.name),
      previewFeatures: features.filter((f) => String(f.type).startsWith("PREVIEW")).map((f) => f.name),
      experimentalFeatures: features.filter((f) => f.type === "EXPERIMENTAL").map((f) => f.name),
    },
    ...STATIC_SERVER_INFO,
  };
}

/**
 * Where Keycloak reports its database (the JPA connection provider's operational info, with these keys), the dev
 * server reports its own storage: the realm files' folder. Like the system info, only master's admins see it.
 */
function storageSpi(location: string | undefined, withOperationalInfo: boolean): SpiInfoRepresentation {
  const operationalInfo = {
    databaseUrl: location ? pathToFileURL(location).href : "memory:",
    databaseUser: os.userInfo().username,
    databaseProduct: location ? "JSON realm files" : "In-memory realms",
    databaseDriver: `Node.js ${process.version}`,
  };
  return { internal: true, providers: { default: { order: 0, ...(withOperationalInfo ? { operationalInfo } : {}) } } };
}

function formatUptime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `${days} days, ${hours} hours, ${minutes} minutes, ${s % 60} seconds`;
}
