"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { UiFlow } from "@/lib/queries/authentication";
import { FLOW_BINDINGS, useBindFlow, type FlowBinding } from "@/lib/queries/authenticationFlows";
import { StepsNotRunWarning } from "./StepsNotRunWarning";

type Values = { binding: FlowBinding };

const bindingKey = (binding: FlowBinding) => `binding${binding[0].toUpperCase()}${binding.slice(1)}`;

export type BindFlowDialogProps = { realm: string; flow?: UiFlow; onClose(): void };

/**
 * Makes a flow the realm's flow of one kind (browser, registration, …): the realm's binding gets the flow's alias.
 * Steps the server cannot run are named first; binding stays the admin's choice.
 */
export function BindFlowDialog({ realm, flow, onClose }: BindFlowDialogProps) {
  const t = useTranslations();
  const bind = useBindFlow(realm);
  const form = useForm<Values>({ defaultValues: { binding: FLOW_BINDINGS[0] } });
  const options = FLOW_BINDINGS.map((binding) => ({ value: binding, label: t(bindingKey(binding)) }));

  return (
    <FormDialog
      open={flow !== undefined}
      title={t("bindFlow")}
      form={form}
      submitLabel={t("save")}
      onSubmit={({ binding }) => bind.mutateAsync({ alias: flow?.alias ?? "", binding })}
      onClose={onClose}
    >
      <StepsNotRunWarning realm={realm} alias={flow?.alias} />
      <SelectField<Values> name="binding" label={t("chooseBindingType")} options={options} />
    </FormDialog>
  );
}
