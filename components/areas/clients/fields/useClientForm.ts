"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { clientFormSchema } from "@/lib/clients/clientFormSchema";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";

/** The client form the wizard, the import and the settings tab share, validated as the user types. */
export function useClientForm(defaultValues: ClientFormValues) {
  const t = useTranslations();
  // one resolver for the form's life: a new one on re-render would drop the validity it has worked out
  const [resolver] = useState(() => zodResolver(clientFormSchema((key, values) => t(key, values))));
  return useForm<ClientFormValues>({ defaultValues, resolver, mode: "onChange" });
}
