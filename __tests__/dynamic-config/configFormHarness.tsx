// Renders the dynamic configuration fields in a react-hook-form form, and reads the stored config back.
import { FormProvider, useForm, type UseFormReturn } from "react-hook-form";
import { render } from "@testing-library/react";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import type { ConfigProperty, ConfigShape, StoredConfig } from "@/lib/dynamic-config/configProperty";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { createTestQueryClient, TestProviders } from "../test-utils";

type Values = { config: ConfigFormValues };

function ConfigForm({
  properties,
  stored,
  readOnly,
  probe,
}: {
  properties: ConfigProperty[];
  stored?: StoredConfig;
  readOnly?: boolean;
  probe: { current?: UseFormReturn<Values> };
}) {
  const form = useForm<Values>({ defaultValues: { config: toConfigFormValues(properties, stored) }, mode: "onChange" });
  probe.current = form;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => {})}>
        <DynamicConfigFields properties={properties} realm="acme" readOnly={readOnly} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

export function renderConfigForm(
  properties: ConfigProperty[],
  { stored, readOnly, messages }: { stored?: StoredConfig; readOnly?: boolean; messages?: Record<string, string> } = {},
) {
  const probe: { current?: UseFormReturn<Values> } = {};
  const result = render(
    <TestProviders messages={messages} queryClient={createTestQueryClient()}>
      <ConfigForm properties={properties} stored={stored} readOnly={readOnly} probe={probe} />
    </TestProviders>,
  );
  return {
    ...result,
    form: () => probe.current!,
    storedAs: (shape: ConfigShape) => fromConfigFormValues(properties, probe.current!.getValues().config, shape),
  };
}
