"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Environment } from "@/lib/env";
import type { AccessTokenGetter } from "@/lib/auth/token";
import { createAdminClient } from "@/lib/admin-client";
import { AdminClientContext, ServerInfoContext } from "@/lib/core-context";
import { useI18nControl } from "@/lib/i18n/I18nProvider";
import { realmQuery } from "@/lib/queries/realms";
import { serverInfoQuery } from "@/lib/queries/serverInfo";
import { whoAmIQuery } from "@/lib/queries/whoami";
import { realmOfHash } from "@/lib/router/realmOfHash";
import { FatalError } from "./FatalError";
import { FullPageSpinner } from "./FullPageSpinner";

/** Builds the admin client and loads server info; the screens render once both and the translations are in. */
export function ConsoleServices(props: { env: Environment; getAccessToken: AccessTokenGetter; children: ReactNode }) {
  const [adminClient] = useState(() => createAdminClient(props.env, props.getAccessToken));
  const serverInfo = useQuery(serverInfoQuery(adminClient));
  const queryClient = useQueryClient();
  // the realm page asks for these next; asked now, they arrive with server info instead of after it
  useEffect(() => {
    const realm = realmOfHash(window.location.hash) || props.env.realm;
    void queryClient.prefetchQuery(whoAmIQuery(adminClient, props.env, realm));
    void queryClient.prefetchQuery(realmQuery(adminClient, realm));
  }, [adminClient, props.env, queryClient]);
  const { ready: translationsReady } = useI18nControl();

  if (serverInfo.error) return <FatalError error={serverInfo.error} />;
  if (!serverInfo.data || !translationsReady) return <FullPageSpinner />;
  return (
    <AdminClientContext.Provider value={adminClient}>
      <ServerInfoContext.Provider value={serverInfo.data}>{props.children}</ServerInfoContext.Provider>
    </AdminClientContext.Provider>
  );
}
