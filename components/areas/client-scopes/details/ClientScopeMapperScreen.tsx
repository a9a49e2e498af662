"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import { QueryState } from "@/components/kit/screen/QueryState";
import { MapperDetails } from "@/components/shared/protocol-mappers/MapperDetails";
import { useAccess } from "@/lib/console-context";
import { useClientScope } from "@/lib/queries/clientScopes";

/** /{realm}/client-scopes/{id}/mappers/{mapperId}: one of the scope's mappers, or a new one of a mapper type. */
export default function ClientScopeMapperScreen() {
  const { realm, id, mapperId } = useParams({ from: "/$realm/client-scopes/$id/mappers/$mapperId" });
  const navigate = useNavigate();
  const readOnly = !useAccess().hasAny("manage-clients");
  const scope = useClientScope(realm, id);
  const toMappers = () =>
    void navigate({ to: "/$realm/client-scopes/$id/$tab", params: { realm, id, tab: "mappers" } });
  return (
    <QueryState query={scope}>
      {(data) => (
        <MapperDetails
          owner={{ realm, kind: "clientScopes", id }}
          protocol={data.protocol ?? "openid-connect"}
          mapperId={mapperId}
          readOnly={readOnly}
          onDone={toMappers}
        />
      )}
    </QueryState>
  );
}
