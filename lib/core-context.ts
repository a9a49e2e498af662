"use client";

import { createContext, useContext } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import type { Environment } from "@/lib/env";

export const EnvironmentContext = createContext<Environment | undefined>(undefined);
export const AdminClientContext = createContext<KeycloakAdminClient | undefined>(undefined);
export const ServerInfoContext = createContext<ServerInfoRepresentation | undefined>(undefined);

function required<T>(value: T | undefined, hook: string): T {
  if (value === undefined) throw new Error(`${hook} is used outside the console's providers`);
  return value;
}

export function useEnvironment(): Environment {
  return required(useContext(EnvironmentContext), "useEnvironment");
}

/** The one admin client. Pass the realm to every call; its configured realm is the login realm. */
export function useAdminClient(): KeycloakAdminClient {
  return required(useContext(AdminClientContext), "useAdminClient");
}

/** Server info, loaded before any screen renders (empty when the user may not read it). */
export function useServerInfo(): ServerInfoRepresentation {
  return required(useContext(ServerInfoContext), "useServerInfo");
}
