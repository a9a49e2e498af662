"use client";

import { useReadOnly } from "@/components/kit/form";
import { useEffect, useState } from "react";
import { HStack, NativeSelect, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useSaveUserProfile } from "@/lib/queries/userProfile";
import { AttributeRow, type MoveDirection } from "./AttributeRow";
import { filterByGroup, moveAttribute } from "./attributeOrder";

type AttributesTabProps = { realm: string; config: UserProfileConfig };

/** After a move the row's DOM node moved too, which drops the focus: put it back on the button used. */
function refocus(name: string, direction: MoveDirection) {
  requestAnimationFrame(() => {
    const button = (dir: MoveDirection) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${dir}:${name}`)}"]`);
    const wanted = button(direction);
    const target = wanted && !wanted.disabled ? wanted : button(direction === "up" ? "down" : "up");
    target?.focus();
  });
}

/** The attributes in the order the forms show them: reordered by drag or by the move buttons, each move saved. */
export function AttributesTab({ realm, config }: AttributesTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const saveOrder = useSaveUserProfile(realm, {
    successKey: "updatedUserProfileSuccess",
    errorKey: "updatedUserProfileError",
  });
  const saveDelete = useSaveUserProfile(realm, {
    successKey: "deleteAttributeSuccess",
    errorKey: "deleteAttributeError",
  });
  // shown at once while the save runs; the server's answer (or the old order on failure) replaces it
  const [attributes, setAttributes] = useState<UserProfileAttribute[]>(config.attributes ?? []);
  useEffect(() => setAttributes(config.attributes ?? []), [config]);
  const [group, setGroup] = useState("");
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const visible = filterByGroup(attributes, group);
  const groups = [...new Set(attributes.map((a) => a.group).filter((g): g is string => !!g))];

  const reorder = (name: string, target: string) => {
    const next = moveAttribute(attributes, name, target);
    setAttributes(next);
    saveOrder.mutateAsync({ ...config, attributes: next }).catch(() => setAttributes(config.attributes ?? []));
  };
  const move = (index: number, direction: MoveDirection) => {
    const name = visible[index].name ?? "";
    reorder(name, visible[direction === "up" ? index - 1 : index + 1].name ?? "");
    refocus(name, direction);
  };

  const [askDelete, deleteDialog] = useConfirmDelete<UserProfileAttribute>({
    titleKey: "deleteAttributeConfirmTitle",
    messageKey: "deleteAttributeConfirm",
    messageValues: (attribute) => ({ attributeName: attribute.name ?? "" }),
    onDelete: (attribute) =>
      saveDelete.mutateAsync({ ...config, attributes: attributes.filter((a) => a.name !== attribute.name) }),
  });

  return (
    <Stack gap="4" py="4">
      {deleteDialog}
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("filterByAttributeGroup")}
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          >
            <option value="">{t("allGroups")}</option>
            {groups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!readOnly && (
          <PrimaryButton
            size="sm"
            onClick={() =>
              void navigate({ to: "/$realm/realm-settings/user-profile/attributes/add-attribute", params: { realm } })
            }
          >
            {t("createAttribute")}
          </PrimaryButton>
        )}
      </HStack>
      {!readOnly && (
        <Text color="fg.muted" fontSize="sm" id="up-reorder-help">
          {t("upReorderHelp")}
        </Text>
      )}
      <Table.ScrollArea>
        <Table.Root
          size="sm"
          aria-label={t("upAttributesTable")}
          aria-describedby={readOnly ? undefined : "up-reorder-help"}
        >
          <Table.Header>
            <Table.Row>
              {!readOnly && (
                <Table.ColumnHeader>
                  <VisuallyHidden>{t("upOrder")}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{t("attributeName")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("attributeDisplayName")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("attributeGroup")}</Table.ColumnHeader>
              {!readOnly && (
                <Table.ColumnHeader>
                  <VisuallyHidden>{t("rowActions")}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((attribute, index) => (
              <AttributeRow
                key={attribute.name}
                realm={realm}
                attribute={attribute}
                canMoveUp={index > 0}
                canMoveDown={index < visible.length - 1}
                dropTarget={dragged !== undefined && over === attribute.name && dragged !== attribute.name}
                onMove={(direction) => move(index, direction)}
                onDragStart={() => setDragged(attribute.name)}
                onDragOver={() => setOver(attribute.name)}
                onDrop={() => {
                  if (dragged && attribute.name && dragged !== attribute.name) reorder(dragged, attribute.name);
                  setDragged(undefined);
                  setOver(undefined);
                }}
                onDragEnd={() => {
                  setDragged(undefined);
                  setOver(undefined);
                }}
                onDelete={() => askDelete(attribute)}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {visible.length === 0 && <Text color="fg.muted">{t("noAttributesInGroup")}</Text>}
    </Stack>
  );
}
