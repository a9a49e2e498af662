"use client";

import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { NameLink } from "@/components/kit/ui/NameLink";
import { useServiceAccountUser } from "@/lib/queries/clients";
import type { ClientTabProps } from "../clientTabs";

/** The roles of the user the client acts as with service accounts, and the way to that user's other settings. */
export default function ServiceAccountTab({ realm, client }: ClientTabProps) {
  const t = useTranslations();
  const user = useServiceAccountUser(realm, client.id ?? "");

  return (
    <QueryState query={user}>
      {(account) => (
        <Stack gap="4" py="4">
          <HStack gap="1" color="fg.muted" wrap="wrap">
            <Text>{t("serviceAccountUserHint")}</Text>
            <NameLink
              name={account.username ?? ""}
              maxW="md"
              to="/$realm/users/$id/$tab"
              params={{ realm, id: account.id ?? "", tab: "settings" }}
            />
          </HStack>
          <Box>
            <RoleMapping realm={realm} kind="users" id={account.id ?? ""} />
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
