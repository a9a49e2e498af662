"use client";

import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Environment } from "@/lib/env";
import type { AccessTokenGetter } from "@/lib/auth/token";
import { createAdminClient } from "@/lib/admin-client";
import { AdminClientContext, ServerInfoContext } from "@/lib/core-context";
import { useI18nControl } from "@/lib/i18n/I18nProvider";
import { serverInfoQuery } from "@/lib/queries/serverInfo";
import { FatalError } from "./FatalError";
import { FullPageSpinner } from "./FullPageSpinner";

/** Builds the admin client and loads server info; the screens render once both and the translations are in. */
export function ConsoleServices(props: { env: Environment; getAccessToken: AccessTokenGetter; children: ReactNode }) {
  const [adminClient] = useState(() => createAdminClient(props.env, props.getAccessToken));
  const serverInfo = useQuery(serverInfoQuery(adminClient));
  const { ready: translationsReady } = useI18nControl();

  if (serverInfo.error) return <FatalError error={serverInfo.error} />;
  if (!serverInfo.data || !translationsReady) return <FullPageSpinner />;
  return (
    <AdminClientContext.Provider value={adminClient}>
      <ServerInfoContext.Provider value={serverInfo.data}>{props.children}</ServerInfoContext.Provider>
    </AdminClientContext.Provider>
  );
}
