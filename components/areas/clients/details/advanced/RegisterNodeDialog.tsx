"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { useAddClusterNode } from "@/lib/queries/clients";

export type RegisterNodeDialogProps = { realm: string; clientId: string; open: boolean; onClose(): void };

type NodeValues = { node: string };

/** Registers a cluster node by its host name, as the node itself would on start. */
export function RegisterNodeDialog({ realm, clientId, open, onClose }: RegisterNodeDialogProps) {
  const t = useTranslations();
  const add = useAddClusterNode(realm, clientId);
  const form = useForm<NodeValues>({ defaultValues: { node: "" }, mode: "onChange" });
  return (
    <FormDialog
      open={open}
      title={t("registerNodeManually")}
      form={form}
      submitLabel={t("save")}
      onSubmit={(values) => add.mutateAsync(values.node.trim())}
      onClose={onClose}
    >
      <TextField name="node" label={t("nodeHost")} required />
    </FormDialog>
  );
}
