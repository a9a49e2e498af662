"use client";

import ClientsScreen from "../ClientsScreen";

/** /{realm}/clients/client-registration/{anonymous|authenticated}: the clients screen with client registration open. */
export default function ClientRegistrationSubTabScreen() {
  return <ClientsScreen tab="client-registration" />;
}
