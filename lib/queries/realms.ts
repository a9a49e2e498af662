"use client";

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
} from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type {
  PartialImportRealmRepresentation,
  PartialImportResponse,
} from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import type { Environment } from "@/lib/env";
import { getAccessToken } from "@/lib/auth/token";
import { useAdminClient, useAlerts, useEnvironment } from "@/lib/console-context";
import { bootAnswerKey } from "@/lib/boot/bootGlobal";
import { isJsonObject, takeBootAnswer } from "@/lib/boot/bootAnswers";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";
import { requestUiExt } from "./uiExt";

/** An item of GET /ui-ext/realms/names. */
export type RealmNameRepresentation = { name: string; displayName?: string };

export type RealmNamesQuery = { first?: number; max?: number; search?: string };

/** The realm's representation. */
export const realmKeys = {
  all: (realm: string) => [...realmKey(realm), "realm"] as const,
};

/** The realm selector's pages of realm names: one list per server, not per realm. */
export const realmNameKeys = {
  all: () => ["realm-names"] as const,
  page: (query: RealmNamesQuery) => [...realmNameKeys.all(), query] as const,
};

/**
 * Whoami of every realm, whose realm access lists the realms; spelled as whoAmIKeys spells it, without importing it,
 * so the realm's writes stay apart from whoami, which the shell's tests replace.
 */
const anyWhoAmI = ({ queryKey }: Query) => queryKey[0] === "realm" && queryKey[2] === "whoami";

/** The realm; null when it does not exist. */
export function realmQuery(adminClient: KeycloakAdminClient, realm: string) {
  return queryOptions({
    queryKey: realmKeys.all(realm),
    queryFn: async () =>
      (await takeBootAnswer<RealmRepresentation>(bootAnswerKey.realm(realm), isJsonObject)) ??
      (await adminClient.realms.findOne({ realm })) ??
      null,
  });
}

export function useRealm(realm: string) {
  return useQuery(realmQuery(useAdminClient(), realm));
}

/**
 * GET {adminBaseUrl}/admin/realms/{login realm}/ui-ext/realms/names. The admin client has no method for it.
 * A client error (below 500) yields an empty list, since a user may see no realm list at all; 5xx is rethrown.
 */
export async function fetchRealmNames(
  env: Pick<Environment, "adminBaseUrl" | "realm">,
  { first, max, search }: RealmNamesQuery,
  token: () => Promise<string> = () => getAccessToken(),
): Promise<RealmNameRepresentation[]> {
  const { response, body } = await requestUiExt({
    baseUrl: env.adminBaseUrl,
    realm: env.realm,
    path: "realms/names",
    query: { first, max, search: search || undefined },
    token,
  });
  if (response.status >= 500) {
    throw new Error(`${response.statusText || "Server error"} (${response.status})`);
  }
  return response.ok ? (body as RealmNameRepresentation[]) : [];
}

/** One page of realm names (name, displayName), for the realm selector. */
export function useRealmNames(query: RealmNamesQuery, options: { enabled?: boolean } = {}) {
  const env = useEnvironment();
  return useQuery({
    queryKey: realmNameKeys.page(query),
    queryFn: () => fetchRealmNames(env, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** Creates a realm; realm names and whoami are reloaded afterwards. */
export function useCreateRealm() {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realm: RealmRepresentation) => adminClient.realms.create(realm),
    onSuccess: async () => {
      // the new realm shows in the names and in the creator's realm_access
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmNameKeys.all() }),
        queryClient.invalidateQueries({ predicate: anyWhoAmI }),
      ]);
    },
  });
}

/**
 * PUT /admin/realms/{realm} with the whole representation. Says so on success; failures are left to the
 * caller, whose form puts field errors on their fields. A rename reloads the realm names and whoami. The success
 * alert is the realm's own unless a screen names its own (Keycloak's) message.
 */
export function useUpdateRealm(realm: string, successKey = "realmSaveSuccess") {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (representation: RealmRepresentation) => adminClient.realms.update({ realm }, representation),
    onSuccess: async (_result, representation) => {
      addAlert(t(successKey), "success");
      const renamed = representation.realm !== undefined && representation.realm !== realm;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmKeys.all(realm) }),
        ...(renamed
          ? [
              queryClient.invalidateQueries({ queryKey: realmNameKeys.all() }),
              queryClient.invalidateQueries({ predicate: anyWhoAmI }),
            ]
          : []),
      ]);
    },
  });
}

/**
 * PUT the whole realm from a screen other than its settings (the advisor's fixes and dismissals): success and failure
 * are both alerted, since no form shows them.
 */
export function useSaveRealm(realm: string, successKey: string, errorKey: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (representation: RealmRepresentation) => adminClient.realms.update({ realm }, representation),
    { successKey, errorKey, keys: () => [realmKeys.all(realm)] },
  );
}

export type RealmSwitchChange = {
  /** The switch's message key, for the success alert. */
  label: string;
  changes: Partial<RealmRepresentation>;
};

/**
 * PUT /admin/realms/{realm} with the realm as loaded and one switch's fields changed, saved at once as Keycloak's
 * login tab does; the realm is reloaded whatever the outcome, so a refused change shows the server's value again.
 */
export function useRealmSwitch(realm: RealmRepresentation) {
  const adminClient = useAdminClient();
  const name = realm.realm ?? "";
  return useAdminMutation(
    ({ changes }: RealmSwitchChange) => adminClient.realms.update({ realm: name }, { ...realm, ...changes }),
    {
      successKey: "enableSwitchSuccess",
      successValues: ({ label }) => ({ switch: label }),
      errorKey: "enableSwitchError",
      keys: () => [realmKeys.all(name)],
    },
  );
}

/** POST /partialImport; the dialog shows the result, or the server's message while keeping what was chosen. */
export function usePartialImport(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (rep: PartialImportRealmRepresentation): Promise<PartialImportResponse> =>
      adminClient.realms.partialImport({ realm, rep }),
    // whatever the import added or overwrote may be cached anywhere in the realm
    { keys: () => [realmKey(realm)] },
  );
}

export type PartialExportOptions = { exportGroupsAndRoles: boolean; exportClients: boolean };

/** POST /partial-export: the realm's settings, and its groups, roles and clients as asked, secrets masked. */
export function usePartialExport(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((options: PartialExportOptions) => adminClient.realms.export({ realm, ...options }), {
    errorKey: "exportFail",
    keys: () => [],
  });
}

/**
 * DELETE /admin/realms/{realm}. Once the console has left the realm, `forget` drops everything cached for it and
 * reloads whoami, whose realm access still names it.
 */
export function useDeleteRealm() {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const mutation = useAdminMutation((realm: string) => adminClient.realms.del({ realm }), {
    successKey: "deletedSuccessRealmSetting",
    errorKey: "deleteErrorRealmSetting",
    keys: () => [realmNameKeys.all()],
  });
  const forget = (realm: string) => {
    queryClient.removeQueries({ queryKey: realmKey(realm) });
    return queryClient.invalidateQueries({ predicate: anyWhoAmI });
  };
  return { mutation, forget };
}

export type SmtpTest = { settings: Record<string, string | number> };

/**
 * POST /admin/realms/{realm}/testSMTPConnection: the server sends a test mail with the settings given (a masked
 * password stands for the stored one) to the signed-in admin's address. Nothing is stored, so nothing goes stale.
 */
export function useTestSmtpConnection(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(({ settings }: SmtpTest) => adminClient.realms.testSMTPConnection({ realm }, settings), {
    successKey: "testConnectionSuccess",
    errorKey: "testConnectionError",
    keys: () => [],
  });
}
