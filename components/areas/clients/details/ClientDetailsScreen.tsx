"use client";

import { ClientDetails } from "./ClientDetails";

/** /{realm}/clients/{clientId}/{tab}: one client's settings and everything that belongs to it. */
export default function ClientDetailsScreen() {
  return <ClientDetails />;
}
