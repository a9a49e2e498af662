// A react-hook-form harness for the form kit's field tests: renders fields in a form and reads its values.
import type { ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { renderWithProviders } from "../test-utils";

export type Probe<T extends FieldValues> = { current?: UseFormReturn<T> };

function FormHarness<T extends FieldValues>({
  defaultValues,
  probe,
  children,
  mode = "onChange",
}: {
  defaultValues: DefaultValues<T>;
  probe: Probe<T>;
  children: ReactNode;
  mode?: "onChange" | "onSubmit";
}) {
  const form = useForm<T>({ defaultValues, mode });
  probe.current = form;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => {})}>
        {children}
      </form>
    </FormProvider>
  );
}

export function renderForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  children: ReactNode,
  mode?: "onChange" | "onSubmit",
) {
  const probe: Probe<T> = {};
  const result = renderWithProviders(
    <FormHarness<T> defaultValues={defaultValues} probe={probe} mode={mode}>
      {children}
    </FormHarness>,
  );
  return { ...result, values: () => probe.current!.getValues(), form: () => probe.current! };
}

export const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
