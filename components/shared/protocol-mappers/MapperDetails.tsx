"use client";

import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import { mapperTypeOf, storedMapperType } from "@/lib/protocolMapperTypes";
import { useProtocolMapper, type MapperOwner } from "@/lib/queries/protocolMappers";
import { MapperForm } from "./MapperForm";

export type MapperDetailsProps = {
  owner: MapperOwner;
  /** The owner's protocol, which a new mapper takes. */
  protocol: string;
  /** A mapper of the owner, or a mapper type's id for a new mapper of that type (Keycloak's "by configuration"). */
  mapperId: string;
  readOnly: boolean;
  /** Back to the owner's mappers: after a new mapper is added, after a delete, or on cancel. */
  onDone(): void;
};

/** A protocol mapper's settings on the dynamic configuration form of its type, or a new mapper's. */
export function MapperDetails({ owner, protocol, mapperId, readOnly, onDone }: MapperDetailsProps) {
  const serverInfo = useServerInfo();
  const newType = mapperTypeOf(serverInfo, mapperId);
  if (newType)
    return readOnly ? (
      <PageNotFound />
    ) : (
      <MapperForm owner={owner} protocol={protocol} type={newType} readOnly={false} onDone={onDone} />
    );
  return <StoredMapper owner={owner} protocol={protocol} mapperId={mapperId} readOnly={readOnly} onDone={onDone} />;
}

/** A mapper the owner has; a type's id is never a stored mapper's (those are generated ids), so it is not asked for. */
function StoredMapper({ owner, protocol, mapperId, readOnly, onDone }: MapperDetailsProps) {
  const serverInfo = useServerInfo();
  const mapper = useProtocolMapper(owner, mapperId);
  return (
    <QueryState query={mapper} whenNull={() => <PageNotFound />}>
      {(data) => (
        <MapperForm
          owner={owner}
          protocol={protocol}
          type={mapperTypeOf(serverInfo, data.protocolMapper) ?? storedMapperType(data)}
          mapper={data}
          readOnly={readOnly}
          onDone={onDone}
        />
      )}
    </QueryState>
  );
}
