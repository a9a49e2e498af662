"use client";

import { useTranslations } from "next-intl";
import { useEditForm, type EditFormOptions } from "@/components/kit/form";
import { clientFormSchema } from "@/lib/clients/clientFormSchema";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";

export type ClientFormOptions<D, R> = Omit<EditFormOptions<D, ClientFormValues, R>, "schema" | "conflict">;

/**
 * The client form the wizard, the import and the settings tab share, validated as the user types. A client id
 * taken (409) shows on its field; the mutation alerts any other failure, and the form keeps what was typed.
 */
export function useClientForm<D, R>(options: ClientFormOptions<D, R>) {
  const t = useTranslations();
  return useEditForm({
    ...options,
    schema: () => clientFormSchema((key, values) => t(key, values)),
    conflict: { field: "clientId" },
  });
}
