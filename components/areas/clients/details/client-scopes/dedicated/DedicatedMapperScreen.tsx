"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import { QueryState } from "@/components/kit/screen/QueryState";
import { MapperDetails } from "@/components/shared/protocol-mappers/MapperDetails";
import { useAccess } from "@/lib/console-context";
import { useClient } from "@/lib/queries/clients";

/** /{realm}/clients/{clientId}/clientScopes/dedicated/mappers/{mapperId}: one of the client's own mappers, or a new one. */
export default function DedicatedMapperScreen() {
  const { realm, clientId, mapperId } = useParams({
    from: "/$realm/clients/$clientId/clientScopes/dedicated/mappers/$mapperId",
  });
  const navigate = useNavigate();
  const canManage = useAccess().hasAny("manage-clients");
  const client = useClient(realm, clientId);
  const toMappers = () =>
    void navigate({
      to: "/$realm/clients/$clientId/clientScopes/dedicated/$tab",
      params: { realm, clientId, tab: "mappers" },
    });
  return (
    <QueryState query={client}>
      {(data) => (
        <MapperDetails
          owner={{ realm, kind: "clients", id: clientId }}
          protocol={data.protocol ?? "openid-connect"}
          mapperId={mapperId}
          readOnly={!(canManage || data.access?.configure)}
          onDone={toMappers}
        />
      )}
    </QueryState>
  );
}
