"use client";

import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { usePageComponent } from "@/lib/queries/components";
import { PageItemForm } from "./PageItemForm";
import { usePageProvider } from "./usePageProvider";

/** /{realm}/page-section/{providerId}/{id}: one item of a declarative admin page. */
export default function PageItemScreen() {
  const { realm, providerId, id } = useParams({ from: "/$realm/page-section/$providerId/$id" });
  const provider = usePageProvider(providerId);
  const item = usePageComponent(realm, providerId, id);
  const readOnly = !useAccess().hasAny("manage-realm");
  if (!provider) return <PageNotFound />;
  return (
    <QueryState query={item}>
      {(stored) => (
        <PageItemForm
          realm={realm}
          realmId={stored.parentId ?? ""}
          provider={provider}
          stored={stored}
          readOnly={readOnly}
        />
      )}
    </QueryState>
  );
}
