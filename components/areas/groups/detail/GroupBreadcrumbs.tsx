"use client";

import { Fragment } from "react";
import { Breadcrumb, Link as ChakraLink } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { groupCrumbs, idPathToSplat } from "@/lib/groups/idPath";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";

export type GroupBreadcrumbsProps = { realm: string; ids: readonly string[]; group: GroupRepresentation | undefined };

/** Groups › Engineering › Backend: each crumb opens its group; named after the selected group's path. */
export function GroupBreadcrumbs({ realm, ids, group }: GroupBreadcrumbsProps) {
  const t = useTranslations();
  if (ids.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label={t("groupBreadcrumbs")}>
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <ChakraLink asChild>
            <Link to="/$realm/groups/$" params={{ realm, _splat: "" }}>
              {t("groups")}
            </Link>
          </ChakraLink>
        </Breadcrumb.Item>
        {groupCrumbs(ids, group).map((crumb) => (
          <Fragment key={crumb.ids.join("/")}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {crumb.current ? (
                <TruncatedText text={crumb.name} maxW="xs">
                  <Breadcrumb.CurrentLink>{crumb.name}</Breadcrumb.CurrentLink>
                </TruncatedText>
              ) : (
                <TruncatedText text={crumb.name} maxW="xs">
                  <ChakraLink asChild>
                    <Link to="/$realm/groups/$" params={{ realm, _splat: idPathToSplat(crumb.ids) }}>
                      {crumb.name}
                    </Link>
                  </ChakraLink>
                </TruncatedText>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
