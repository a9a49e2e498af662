"use client";

import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { errorStatus, getErrorMessage } from "@/lib/errors";
import type { UiFlow } from "@/lib/queries/authentication";
import { useDuplicateFlow } from "@/lib/queries/authenticationFlows";
import { FlowNameFields } from "./FlowNameFields";
import { flowNameSchema, type FlowNameValues } from "./flowForm";

export type DuplicateFlowDialogProps = { realm: string; flow?: UiFlow; onClose(): void };

/**
 * Copies a flow under a new name (offered as "Copy of …") with the source's description, which may be changed, and
 * opens the copy, as Keycloak's console does.
 */
export function DuplicateFlowDialog({ realm, flow, onClose }: DuplicateFlowDialogProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const duplicate = useDuplicateFlow(realm);
  const [schema] = useState(() => flowNameSchema(t("required")));
  const form = useForm<FlowNameValues>({
    defaultValues: { alias: "", description: "" },
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const { reset } = form;
  useEffect(() => {
    if (flow) reset({ alias: t("copyOf", { name: flow.alias ?? "" }), description: flow.description ?? "" });
  }, [flow, reset, t]);

  return (
    <FormDialog
      open={flow !== undefined}
      title={t("duplicateFlow")}
      form={form}
      submitLabel={t("duplicate")}
      onSubmit={async (values) => {
        const copy = await duplicate.mutateAsync({ source: flow!, ...values });
        await navigate({
          to: "/$realm/authentication/$id/$usedBy",
          params: { realm, id: copy.id!, usedBy: "notInUse" },
        });
      }}
      onError={(error) => {
        // a taken name is the only conflict a copy has; the mutation leaves it to the field
        if (errorStatus(error) === 409) form.setError("alias", { type: "server", message: getErrorMessage(error) });
      }}
      onClose={onClose}
    >
      <FlowNameFields control={form.control} />
    </FormDialog>
  );
}
