"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { ComponentConfigForm } from "@/components/shared/dynamic-config/ComponentConfigForm";
import { TextField } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { namedConfigSchema, type NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import {
  useCreateRegistrationPolicy,
  useDeleteRegistrationPolicy,
  useUpdateRegistrationPolicy,
  type RegistrationPolicyKind,
} from "@/lib/queries/clientRegistrationPolicies";
import { registrationPolicyEditPath } from "./clientRegistrationTabs";
import { fromRegistrationPolicyValues, toRegistrationPolicyValues } from "./registrationPolicyForm";

type RegistrationPolicyFormProps = {
  realm: string;
  kind: RegistrationPolicyKind;
  providerId: string;
  properties: readonly ConfigProperty[];
  /** The stored policy; none when creating one. */
  stored?: ComponentRepresentation;
  readOnly: boolean;
};

/** A registration policy's name and its provider's settings: create, or save, revert and delete a stored one. */
export function RegistrationPolicyForm({
  realm,
  kind,
  providerId,
  properties,
  stored,
  readOnly,
}: RegistrationPolicyFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const create = useCreateRegistrationPolicy(realm);
  const update = useUpdateRegistrationPolicy(realm, stored?.id ?? "");
  const deletePolicy = useDeleteRegistrationPolicy(realm);
  const toPolicy = (values: NamedConfigValues) =>
    fromRegistrationPolicyValues(properties, { providerId, kind }, values, stored);

  return (
    <ComponentConfigForm
      properties={properties}
      stored={stored}
      schema={namedConfigSchema}
      toValues={(component) => toRegistrationPolicyValues(properties, component)}
      readOnly={readOnly}
      title={stored ? stored.name : t("createPolicy")}
      subtitle={providerId}
      label={t("clientRegistrationPolicy")}
      deletion={{
        titleKey: "clientRegisterPolicyDeleteConfirmTitle",
        messageKey: "clientRegisterPolicyDeleteConfirm",
        onDelete: deletePolicy.mutateAsync,
      }}
      toList={() => void navigate({ to: "/$realm/clients/client-registration/$tab", params: { realm, tab: kind } })}
      update={(values) => update.mutateAsync(toPolicy(values))}
      create={{
        write: (values) => create.mutateAsync(toPolicy(values)),
        open: (id) =>
          void navigate({ to: registrationPolicyEditPath, params: { realm, subTab: kind, providerId, id } }),
      }}
    >
      <TextField<NamedConfigValues>
        name="name"
        label={t("name")}
        help={t("clientPolicyNameHelp")}
        required
        readOnly={readOnly}
      />
      <DynamicConfigFields<NamedConfigValues> properties={properties} realm={realm} readOnly={readOnly} />
    </ComponentConfigForm>
  );
}
