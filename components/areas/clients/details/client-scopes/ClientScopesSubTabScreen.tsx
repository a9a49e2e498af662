"use client";

import { ClientDetails } from "../ClientDetails";

/** /{realm}/clients/{clientId}/clientScopes/{setup|evaluate}: the client's details with its client scopes tab open. */
export default function ClientScopesSubTabScreen() {
  return <ClientDetails tab="clientScopes" />;
}
