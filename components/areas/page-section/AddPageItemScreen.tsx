"use client";

import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { PageItemForm } from "./PageItemForm";
import { usePageProvider } from "./usePageProvider";

/** /{realm}/page-section/{providerId}/add: a new item of a declarative admin page. */
export default function AddPageItemScreen() {
  const { realm, providerId } = useParams({ from: "/$realm/page-section/$providerId/add" });
  const provider = usePageProvider(providerId);
  const realmQuery = useRealm(realm);
  const readOnly = !useAccess().hasAny("manage-realm");
  if (!provider) return <PageNotFound />;
  return (
    <QueryState query={realmQuery}>
      {(representation) => (
        <PageItemForm realm={realm} realmId={representation.id ?? ""} provider={provider} readOnly={readOnly} />
      )}
    </QueryState>
  );
}
