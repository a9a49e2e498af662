// POST /admin/realms/{realm}/partialImport as Keycloak's PartialImportManager: every resource type is checked first
// (FAIL answers 409 naming the first resource that exists, before anything is written), then each type's overwrites
// are removed and its resources created. Like Keycloak's single transaction, the import holds its realm (other
// writes to it wait, other imports too) and a write that fails undoes the import, which then undoes nothing else.
import type { Request, Response, Router } from "express";
import type {
  PartialImportRealmRepresentation,
  PartialImportResult,
} from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, jsonBody, realmOr404 } from "../http.js";
import { REALM_MANAGE } from "../../realm/adminRoles.js";
import { invalidateGroupIndex } from "../../realm/groupIndex.js";
import { invalidateUserIndex } from "../../realm/userIndex.js";
import type { RealmData } from "../../store/model.js";
import { exportRealm } from "../../store/realmExport.js";
import { importRealm } from "../../store/realmImport.js";
import { IMPORT_TYPES, importComposites, type ImportType } from "./partial-import/importTypes.js";
import { adminCall, LoopbackError } from "./partial-import/loopback.js";
import { inRealm } from "./lib/route.js";

const POLICIES = ["FAIL", "SKIP", "OVERWRITE"] as const;
type Policy = (typeof POLICIES)[number];
type Planned = {
  type: ImportType<unknown>;
  item: unknown;
  existing?: string;
  action: "ADDED" | "SKIPPED" | "OVERWRITTEN";
};

function plan(realm: RealmData, rep: PartialImportRealmRepresentation, policy: Policy): Planned[] | { exists: string } {
  const planned: Planned[] = [];
  for (const type of IMPORT_TYPES) {
    for (const item of type.list(rep)) {
      const existing = type.existing(realm, item);
      if (existing && policy === "FAIL") return { exists: type.existsMessage(realm, item) };
      planned.push({
        type,
        item,
        existing,
        action: !existing ? "ADDED" : policy === "SKIP" ? "SKIPPED" : "OVERWRITTEN",
      });
    }
  }
  return planned;
}

/** the realm as it was before the import; the events recorded since (logins, the import's own calls) stay */
function restore(realm: RealmData, snapshot: string): void {
  const { events, adminEvents } = realm;
  Object.assign(realm, importRealm(JSON.parse(snapshot)), { events, adminEvents });
  invalidateUserIndex(realm);
  invalidateGroupIndex(realm);
}

async function runImport(ctx: AdminContext, req: Request, res: Response, realm: RealmData, key: string) {
  const rep = jsonBody<PartialImportRealmRepresentation>(req);
  const policy = (rep.ifResourceExists ?? "FAIL") as Policy;
  if (!POLICIES.includes(policy)) return badRequest(res, `Unknown policy: ${String(rep.ifResourceExists)}`);
  for (const type of IMPORT_TYPES)
    for (const item of type.list(rep))
      if (typeof type.name(item) !== "string")
        return badRequest(res, `A resource of type ${type.resourceType} has no name`);
  // Keycloak finds each imported group again by its path to answer its id; without one it fails on a server error
  // once the group is written, and the transaction leaves nothing of the file
  if ((rep.groups ?? []).some((group) => typeof group.path !== "string"))
    return void res
      .status(500)
      .json({ error: "unknown_error", error_description: "For more on this error consult the server log." });

  const planned = plan(realm, rep, policy);
  if ("exists" in planned) return conflict(res, planned.exists);

  const call = adminCall(ctx, req, realm.rep.realm, key);
  const snapshot = JSON.stringify(exportRealm(realm));
  try {
    for (const type of IMPORT_TYPES) {
      const ofType = planned.filter((p) => p.type === type);
      for (const p of ofType) if (p.action === "OVERWRITTEN") await type.remove(call, realm, p.item, p.existing!);
      for (const p of ofType) if (p.action !== "SKIPPED") await type.create(call, realm, p.item);
    }
    await importComposites(call, realm, rep);
  } catch (error) {
    restore(realm, snapshot);
    ctx.store.changed(realm);
    if (error instanceof LoopbackError) return void res.status(error.status).json(error.body);
    throw error;
  }
  ctx.store.changed(realm);

  const results: PartialImportResult[] = planned.flatMap((p) => {
    const result = {
      action: p.action,
      resourceType: p.type.resourceType,
      resourceName: p.type.name(p.item)!,
      id: p.type.existing(realm, p.item) ?? "",
    };
    // Keycloak removes an overwritten realm role and adds it again, and reports both
    return p.action === "OVERWRITTEN" && p.type.resourceType === "REALM_ROLE"
      ? [result, { ...result, action: "ADDED" as const }]
      : [result];
  });
  const count = (action: Planned["action"]) => results.filter((r) => r.action === action).length;
  res.json({ overwritten: count("OVERWRITTEN"), added: count("ADDED"), skipped: count("SKIPPED"), results });
}

export function registerPartialImport(router: Router, ctx: AdminContext): void {
  router.post(
    "/realms/:realm/partialImport",
    inRealm(ctx, REALM_MANAGE, (req, res, realm) =>
      ctx.writeLocks.hold(realm.rep.realm, async (key) => {
        // the realm may have gone or been renamed while an earlier hold kept this import waiting
        const held = realmOr404(req, res, ctx.store.realm(realm.rep.realm));
        if (held === realm) await runImport(ctx, req, res, realm, key);
      }),
    ),
  );
}
