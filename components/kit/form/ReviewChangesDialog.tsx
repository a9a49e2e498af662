"use client";

import { useRef } from "react";
import { Button, Stack, Table, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { FieldChange, ReviewValue } from "@/lib/form/reviewChanges";

export type ReviewChangesDialogProps = {
  changes: readonly FieldChange[];
  onConfirm(): void;
  /** Escape, Cancel or the close button: back to the form, nothing typed lost. */
  onCancel(): void;
};

function ValueText({ value }: { value: ReviewValue }) {
  const t = useTranslations();
  if (value === null) return <Text color="fg.muted">{t("reviewChangesEmpty")}</Text>;
  if (typeof value === "boolean") return <Text>{t(value ? "on" : "off")}</Text>;
  // a description or a translation may be thousands of characters long
  return <TruncatedText text={value} lines={3} />;
}

function ItemList({ items, messageKey }: { items: readonly string[]; messageKey: string }) {
  const t = useTranslations();
  return (
    <Stack gap="1">
      {items.map((item, index) => (
        <TruncatedText key={`${index}-${item}`} text={t(messageKey, { item })} lines={2} />
      ))}
    </Stack>
  );
}

function ChangeCells({ change }: { change: FieldChange }) {
  const t = useTranslations();
  switch (change.kind) {
    case "secret":
      return <Table.Cell colSpan={2}>{t("reviewChangesSecret")}</Table.Cell>;
    case "items":
      return (
        <>
          <Table.Cell>
            <ItemList items={change.removed} messageKey="reviewChangesRemoved" />
          </Table.Cell>
          <Table.Cell>
            <ItemList items={change.added} messageKey="reviewChangesAdded" />
          </Table.Cell>
        </>
      );
    case "value":
      return (
        <>
          <Table.Cell>
            <ValueText value={change.before} />
          </Table.Cell>
          <Table.Cell>
            <ValueText value={change.after} />
          </Table.Cell>
        </>
      );
  }
}

/** What a save would change, field by field with the old and the new value; Enter saves, Escape goes back. */
export default function ReviewChangesDialog({ changes, onConfirm, onCancel }: ReviewChangesDialogProps) {
  const t = useTranslations();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open
      size="lg"
      title={t("reviewChangesTitle")}
      onClose={onCancel}
      initialFocusEl={() => confirmRef.current}
      wrap={(content) => (
        <form
          onSubmit={(event) => {
            // the dialog sits inside the reviewed screen in React's tree, and React events bubble through portals
            event.preventDefault();
            event.stopPropagation();
            onConfirm();
          }}
          noValidate
          aria-label={t("reviewChangesTitle")}
        >
          {content}
        </form>
      )}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <PrimaryButton ref={confirmRef} type="submit">
            {t("save")}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t("reviewChangesIntro")}</Text>
        <Table.Root size="sm" aria-label={t("reviewChangesTitle")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("reviewChangesField")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("reviewChangesOldValue")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("reviewChangesNewValue")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((change) => (
              <Table.Row key={change.path}>
                <Table.Cell>
                  <TruncatedText text={change.label} lines={2} />
                </Table.Cell>
                <ChangeCells change={change} />
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </DialogFrame>
  );
}
