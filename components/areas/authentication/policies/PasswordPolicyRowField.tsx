"use client";

import type PasswordPolicyTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/passwordPolicyTypeRepresentation.js";
import { Box, HStack, IconButton, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { MinusIcon } from "@/components/kit/ui/icons";
import type { PasswordPolicyValues } from "./passwordPolicyForm";

type PasswordPolicyRowFieldProps = {
  control: Control<PasswordPolicyValues>;
  index: number;
  id: string;
  /** The row's type from serverinfo; unknown ids (a provider the server no longer has) show by their id. */
  type?: PasswordPolicyTypeRepresentation;
  hasValue: boolean;
  readOnly: boolean;
  onRemove(): void;
};

/** One policy: its name, its argument (a number or a text as its type says; none for a bare policy), remove. */
export function PasswordPolicyRowField({
  control,
  index,
  id,
  type,
  hasValue,
  readOnly,
  onRemove,
}: PasswordPolicyRowFieldProps) {
  const t = useTranslations();
  const name = type?.displayName ?? id;
  return (
    <HStack align="end" gap="2" data-policy={id}>
      <Box flex="1">
        {hasValue ? (
          <TextField
            control={control}
            name={`policies.${index}.value`}
            label={name}
            type={type?.configType === "int" ? "number" : "text"}
            readOnly={readOnly}
          />
        ) : (
          <Text fontWeight="medium" py="2">
            {name}
          </Text>
        )}
      </Box>
      {!readOnly && (
        <IconButton aria-label={t("removePolicy", { policy: name })} variant="ghost" onClick={onRemove}>
          <MinusIcon />
        </IconButton>
      )}
    </HStack>
  );
}
