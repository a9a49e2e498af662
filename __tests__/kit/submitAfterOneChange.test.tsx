import { fireEvent, screen, waitFor } from "@testing-library/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { FormSubmitButton } from "@/components/kit/form/FormSubmitButton";
import { TextField } from "@/components/kit/form/TextField";
import { renderWithProviders } from "../test-utils";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

const schema = z.object({ name: z.string().min(1) });

function NameForm() {
  const form = useForm<{ name: string }>({
    defaultValues: { name: "" },
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <TextField<{ name: string }> name="name" label="Name" required />
        <FormSubmitButton>Create</FormSubmitButton>
      </form>
    </FormProvider>
  );
}

it("enables submit after a single change event (as a paste or an autofill gives)", async () => {
  renderWithProviders(<NameForm />);
  fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "x" } });
  await waitFor(() => expect(screen.getByRole("button", { name: "Create" })).toBeEnabled());
});
