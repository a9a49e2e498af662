"use client";

import { Stack } from "@chakra-ui/react";
import type { Control, FieldValues } from "react-hook-form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { ConfigPropertyField } from "./ConfigPropertyField";

export type DynamicConfigFieldsProps<T extends FieldValues> = {
  /** The provider's properties, in the order the server lists them. */
  properties: readonly ConfigProperty[];
  /** The realm whose roles, groups, clients and user profile the pickers offer. */
  realm: string;
  /** The form path of the config object (lib/dynamic-config gives its values); `config` unless told. */
  name?: string;
  /** Optional inside a react-hook-form FormProvider. */
  control?: Control<T>;
  /** Everything read-only, for admins who may only view. */
  readOnly?: boolean;
};

/**
 * The fields of a provider's configuration (protocol mappers, components, identity-provider mappers,
 * authenticator configs) from its ConfigPropertyRepresentation list, bound under one config object.
 */
export function DynamicConfigFields<T extends FieldValues>({
  properties,
  realm,
  name = "config",
  control,
  readOnly,
}: DynamicConfigFieldsProps<T>) {
  return (
    <Stack gap="4">
      {properties
        .filter((property) => property.name)
        .map((property) => (
          <ConfigPropertyField<T>
            key={property.name}
            property={property}
            prefix={name}
            realm={realm}
            control={control}
            readOnly={readOnly}
          />
        ))}
    </Stack>
  );
}
