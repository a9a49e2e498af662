"use client";

import { useParams } from "@tanstack/react-router";
import { QueryState } from "@/components/kit/screen/QueryState";
import { NEW_RESOURCE, toResourceValues } from "@/lib/authorization/resourceForm";
import { useAuthzResource } from "@/lib/queries/authorization";
import { useAuthzContext } from "../shared/useAuthzContext";
import { ResourceForm } from "./ResourceForm";

/** .../authorization/resource/new and .../resource/{resourceId}: a resource's form, empty or loaded. */
export default function ResourceScreen() {
  const context = useAuthzContext();
  const { resourceId } = useParams({ strict: false });
  const resource = useAuthzResource(context.realm, context.clientId, resourceId);
  if (!resourceId) return <ResourceForm {...context} initial={NEW_RESOURCE} />;
  return (
    <QueryState query={resource}>
      {(data) => <ResourceForm {...context} resourceId={resourceId} initial={toResourceValues(data)} />}
    </QueryState>
  );
}
