"use client";

import { useMemo, useState, type ReactNode } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { useTranslations } from "next-intl";
import { useConfirmDeleteMapper } from "@/components/shared/dynamic-config/useConfirmDeleteMapper";
import { deleteRowAction, DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import { useServerInfo } from "@/lib/console-context";
import { mapperTypesOf, predefinedMappersFor } from "@/lib/protocolMapperTypes";
import {
  useAddPredefinedMappers,
  useDeleteProtocolMapper,
  useProtocolMappers,
  useProtocolMappersSource,
  type MapperOwner,
} from "@/lib/queries/protocolMappers";
import { AddMapperMenu } from "./AddMapperMenu";
import { MapperTypeDialog } from "./MapperTypeDialog";
import { PredefinedMappersDialog } from "./PredefinedMappersDialog";
import { protocolMapperColumns } from "./protocolMapperColumns";

export type ProtocolMappersTabProps = {
  owner: MapperOwner;
  protocol: string;
  readOnly: boolean;
  /** The mapper's name as a link to its details. */
  nameLink(mapper: ProtocolMapperRepresentation): ReactNode;
  /** Opens the form of a new mapper of the chosen type. */
  onConfigure(typeId: string): void;
};

type Dialog = "predefined" | "configuration";

/** A client scope's (or a client's dedicated) protocol mappers: list, add predefined or by configuration, delete. */
export function ProtocolMappersTab({ owner, protocol, readOnly, nameLink, onConfigure }: ProtocolMappersTabProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const [dialog, setDialog] = useState<Dialog>();
  const source = useProtocolMappersSource(owner);
  const mappers = useProtocolMappers(owner);
  const addPredefined = useAddPredefinedMappers(owner);
  const deleteMapper = useDeleteProtocolMapper(owner);
  const columns = useMemo(() => protocolMapperColumns(t, serverInfo, nameLink), [t, serverInfo, nameLink]);
  const [confirmDelete, deleteDialog] = useConfirmDeleteMapper<ProtocolMapperRepresentation>(deleteMapper.mutateAsync);
  const rowActions: RowAction<ProtocolMapperRepresentation>[] = readOnly ? [] : [deleteRowAction(confirmDelete)];

  return (
    <Box py="6">
      {deleteDialog}
      <DataTable<ProtocolMapperRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="mappers"
        searchPlaceholderKey="searchForMapper"
        state={view}
        onStateChange={setView}
        toolbar={() =>
          !readOnly && (
            <AddMapperMenu
              onPredefined={() => setDialog("predefined")}
              onByConfiguration={() => setDialog("configuration")}
            />
          )
        }
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyMappers",
          instructionsKey: readOnly ? undefined : "emptyMappersInstructions",
          actions: !readOnly && (
            <HStack gap="3">
              <PrimaryButton onClick={() => setDialog("predefined")}>{t("addPredefinedMapper")}</PrimaryButton>
              <Button variant="outline" onClick={() => setDialog("configuration")}>
                {t("configureAMapper")}
              </Button>
            </HStack>
          ),
        }}
      />
      {dialog === "predefined" && (
        <PredefinedMappersDialog
          mappers={predefinedMappersFor(serverInfo, protocol, mappers.data ?? [])}
          onAdd={addPredefined.mutateAsync}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === "configuration" && (
        <MapperTypeDialog
          types={mapperTypesOf(serverInfo, protocol)}
          onChoose={onConfigure}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Box>
  );
}
