import { act, renderHook } from "@testing-library/react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";

type Values = { name: string; description: string; domains: string[] };
const loaded: Values = { name: "ACME", description: "", domains: ["acme.example"] };

function renderForm() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: loaded });
    // formState is a proxy: only the flags read here are kept up to date
    const { isDirty, dirtyFields } = form.formState;
    return { form, isDirty, dirtyFields };
  });
}

/** A write that waits until the test lets it finish, as a save waiting for its refetch does. */
function pendingWrite<R>(result: R) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<R>((resolve, reject) => {
    finish = () => resolve(result);
    fail = reject;
  });
  return { write: () => done, finish: () => finish(), fail: (error: Error) => fail(error) };
}

/** Starts the save inside act, as a submit handler would, and hands back its promise. */
function startSave<R>(form: UseFormReturn<Values>, saved: Values, write: () => Promise<R>): Promise<R> {
  let saving: Promise<R> | undefined;
  act(() => {
    saving = saveKeepingEdits(form, saved, write);
  });
  return saving!;
}

it("makes the saved values the baseline: the form is clean afterwards", async () => {
  const { result } = renderForm();
  act(() => result.current.form.setValue("description", "Made here", { shouldDirty: true }));
  const submitted = result.current.form.getValues();
  const { write, finish } = pendingWrite("id-1");

  const saving = startSave(result.current.form, submitted, write);
  await act(async () => {
    finish();
    expect(await saving).toBe("id-1");
  });

  expect(result.current.form.getValues()).toEqual({ ...loaded, description: "Made here" });
  expect(result.current.isDirty).toBe(false);
});

it("keeps what was typed while the write ran, unsaved, and leaves the other fields saved", async () => {
  const { result } = renderForm();
  act(() => result.current.form.setValue("description", "Made here", { shouldDirty: true }));
  const submitted = result.current.form.getValues();
  const { write, finish } = pendingWrite(undefined);

  const saving = startSave(result.current.form, submitted, write);
  act(() => {
    result.current.form.setValue("name", "ACME Europe", { shouldDirty: true });
    result.current.form.setValue("domains", ["acme.example", "acme.eu"], { shouldDirty: true });
  });
  await act(async () => {
    finish();
    await saving;
  });

  expect(result.current.form.getValues()).toEqual({
    name: "ACME Europe",
    description: "Made here",
    domains: ["acme.example", "acme.eu"],
  });
  expect(result.current.isDirty).toBe(true);
  expect(Object.keys(result.current.dirtyFields).sort()).toEqual(["domains", "name"]);
  // Revert goes back to what was saved, not to what was loaded first
  act(() => result.current.form.reset());
  expect(result.current.form.getValues()).toEqual({ ...loaded, description: "Made here" });
});

it("takes the saved values as sent (trimmed by the schema) when nothing was typed meanwhile", async () => {
  const { result } = renderForm();
  act(() => result.current.form.setValue("name", "  ACME Europe ", { shouldDirty: true }));
  const { write, finish } = pendingWrite(undefined);

  const saving = startSave(result.current.form, { ...result.current.form.getValues(), name: "ACME Europe" }, write);
  await act(async () => {
    finish();
    await saving;
  });

  expect(result.current.form.getValues("name")).toBe("ACME Europe");
  expect(result.current.isDirty).toBe(false);
});

it("changes nothing when the write fails: the error reaches the caller and the input stays", async () => {
  const { result } = renderForm();
  act(() => result.current.form.setValue("name", "Taken", { shouldDirty: true }));
  const { write, fail } = pendingWrite(undefined);

  const saving = startSave(result.current.form, result.current.form.getValues(), write);
  await act(async () => {
    fail(new Error("409"));
    await expect(saving).rejects.toThrow("409");
  });

  expect(result.current.form.getValues("name")).toBe("Taken");
  expect(result.current.isDirty).toBe(true);
});
