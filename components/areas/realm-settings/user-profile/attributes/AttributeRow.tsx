"use client";

import { useReadOnly } from "@/components/kit/form";
import type { DragEvent } from "react";
import { Button, HStack, IconButton, Table } from "@chakra-ui/react";
import type { UserProfileAttribute } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { NameLink } from "@/components/kit/ui/NameLink";
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from "./reorderIcons";
import { UNDELETABLE_ATTRIBUTES } from "./attributeOrder";

export type MoveDirection = "up" | "down";

type AttributeRowProps = {
  realm: string;
  attribute: UserProfileAttribute;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Another row is being dragged over this one. */
  dropTarget: boolean;
  onMove(direction: MoveDirection): void;
  onDragStart(): void;
  onDragOver(): void;
  onDrop(): void;
  onDragEnd(): void;
  onDelete(): void;
};

/** One attribute of the list: its handle and move buttons (the keyboard's way to reorder), its link and its actions. */
export function AttributeRow({
  realm,
  attribute,
  canMoveUp,
  canMoveDown,
  dropTarget,
  onMove,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
  onDelete,
}: AttributeRowProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const name = attribute.name ?? "";
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    onDragOver();
  };

  return (
    <Table.Row
      data-attribute={name}
      onDragOver={readOnly ? undefined : allowDrop}
      onDrop={
        readOnly
          ? undefined
          : (event) => {
              event.preventDefault();
              onDrop();
            }
      }
      bg={dropTarget ? "bg.muted" : undefined}
    >
      {!readOnly && (
        <Table.Cell width="1">
          <HStack gap="1">
            <IconButton
              aria-label={t("dragAttribute", { name })}
              title={t("dragAttribute", { name })}
              variant="ghost"
              size="xs"
              cursor="grab"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", name);
                onDragStart();
              }}
              onDragEnd={onDragEnd}
            >
              <GripIcon />
            </IconButton>
            <IconButton
              aria-label={t("moveAttributeUp", { name })}
              data-move={`up:${name}`}
              variant="ghost"
              size="xs"
              disabled={!canMoveUp}
              onClick={() => onMove("up")}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              aria-label={t("moveAttributeDown", { name })}
              data-move={`down:${name}`}
              variant="ghost"
              size="xs"
              disabled={!canMoveDown}
              onClick={() => onMove("down")}
            >
              <ArrowDownIcon />
            </IconButton>
          </HStack>
        </Table.Cell>
      )}
      <Table.Cell>
        {readOnly ? (
          <TruncatedText text={name} maxW="xs" />
        ) : (
          <NameLink
            name={name}
            to="/$realm/realm-settings/user-profile/attributes/$attributeName/edit-attribute"
            params={{ realm, attributeName: name }}
          />
        )}
      </Table.Cell>
      <Table.Cell>
        <TruncatedText text={serverText(attribute.displayName ?? "", t)} maxW="xs" />
      </Table.Cell>
      <Table.Cell>
        <TruncatedText text={attribute.group ?? ""} maxW="xs" />
      </Table.Cell>
      {!readOnly && (
        <Table.Cell textAlign="end">
          {!UNDELETABLE_ATTRIBUTES.includes(name) && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={onDelete}
              aria-label={t("deleteAttributeNamed", { name })}
            >
              {t("delete")}
            </Button>
          )}
        </Table.Cell>
      )}
    </Table.Row>
  );
}
