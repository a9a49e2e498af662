"use client";

import { Box, HStack, IconButton, Link as ChakraLink } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { childIdPath, idPathToSplat } from "@/lib/groups/idPath";
import { canExpand } from "@/lib/groups/treePaging";
import { useGroupTreeContext } from "./groupTreeContext";
import { GroupTreeLevel } from "./GroupTreeLevel";

export type GroupTreeItemProps = { group: GroupRepresentation; parentPath: readonly string[]; level: number };

/**
 * One node: a toggle when it has children and a link to its id path. Children the search sent come with the
 * node; otherwise they load (paged) on the first expand.
 */
export function GroupTreeItem({ group, parentPath, level }: GroupTreeItemProps) {
  const t = useTranslations();
  const { realm, expanded, toggle, selectedId } = useGroupTreeContext();
  const id = group.id ?? "";
  const path = childIdPath(parentPath, id);
  const expandable = canExpand(group);
  const open = expandable && expanded.has(id);
  const sentChildren = group.subGroups ?? [];
  const selected = selectedId === id;

  return (
    <Box
      as="li"
      role="treeitem"
      data-group-id={id}
      aria-label={group.name}
      aria-level={level}
      aria-expanded={expandable ? open : undefined}
      aria-selected={selected}
      listStyleType="none"
    >
      <HStack
        gap="1"
        ps={`${(level - 1) * 16}px`}
        py="0.5"
        borderRadius="sm"
        bg={selected ? "bg.emphasized" : undefined}
      >
        {expandable ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t(open ? "collapseGroup" : "expandGroup", { name: group.name ?? "" })}
            onClick={() => toggle(id)}
          >
            {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <TruncatedText text={group.name ?? ""}>
          <ChakraLink
            asChild
            fontSize="sm"
            fontWeight={selected ? "semibold" : undefined}
            aria-current={selected ? "page" : undefined}
          >
            <Link to="/$realm/groups/$" params={{ realm, _splat: idPathToSplat(path) }}>
              {group.name}
            </Link>
          </ChakraLink>
        </TruncatedText>
      </HStack>
      {open &&
        (sentChildren.length > 0 ? (
          <Box as="ul" role="group" m="0" p="0">
            {sentChildren.map((child) => (
              <GroupTreeItem key={child.id} group={child} parentPath={path} level={level + 1} />
            ))}
          </Box>
        ) : (
          <GroupTreeLevel parentId={id} parentName={group.name ?? ""} level={level + 1}>
            {(child) => <GroupTreeItem key={child.id} group={child} parentPath={path} level={level + 1} />}
          </GroupTreeLevel>
        ))}
    </Box>
  );
}
