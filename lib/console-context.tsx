"use client";

// The hooks screens use to reach the console's shared state, in one place.
export { useEnvironment, useAdminClient, useServerInfo } from "@/lib/core-context";
export { useAlerts } from "@/lib/alerts";
export { useHelp } from "@/lib/help";
export { useAccess } from "@/lib/access-context";
export { useI18nControl } from "@/lib/i18n/I18nProvider";
