"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, HStack, IconButton, List, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { ChevronDownIcon, ChevronUpIcon } from "@/components/kit/ui/icons";
import { moveOnePlace } from "@/lib/moveOnePlace";

type Props<T> = {
  title: string;
  intro: string;
  /** The items in their stored order; undefined while they load. Taken once, so a refetch never undoes moves. */
  items: readonly T[] | undefined;
  keyOf(item: T): string;
  labelOf(item: T): string;
  /** Shown instead of the list when the items could not be loaded. */
  loadError?: ReactNode;
  saving: boolean;
  /** Resolves when saved (the dialog then closes); a rejection keeps the order for another try. */
  onSave(order: T[]): Promise<unknown>;
  onClose(): void;
};

/**
 * A dialog to put items in order (identity providers' display order, federation providers' priorities): each moves
 * one place at a time by its buttons, the keyboard's way, and the focus stays on the moved item.
 */
export function OrderDialog<T>({ title, intro, items, keyOf, labelOf, loadError, saving, onSave, onClose }: Props<T>) {
  const t = useTranslations();
  const [order, setOrder] = useState<T[]>();
  const [focus, setFocus] = useState<{ key: string; step: -1 | 1 }>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (items) setOrder((current) => current ?? [...items]);
  }, [items]);

  useEffect(() => {
    if (!focus || !order) return;
    const index = order.findIndex((item) => keyOf(item) === focus.key);
    const atEnd = focus.step === -1 ? index === 0 : index === order.length - 1;
    buttons.current.get(`${focus.key} ${atEnd ? -focus.step : focus.step}`)?.focus();
  }, [focus, order, keyOf]);

  const move = (index: number, step: -1 | 1) => {
    if (!order) return;
    setFocus({ key: keyOf(order[index]), step });
    setOrder(moveOnePlace(order, index, step));
  };
  const save = () => {
    if (order) onSave(order).then(onClose, () => undefined);
  };
  const moveButton = (item: T, index: number, step: -1 | 1) => {
    const name = `${keyOf(item)} ${step}`;
    const last = order ? order.length - 1 : 0;
    return (
      <IconButton
        ref={(element: HTMLButtonElement | null) => {
          if (element) buttons.current.set(name, element);
          else buttons.current.delete(name);
        }}
        size="xs"
        variant="ghost"
        aria-label={t(step === -1 ? "moveItemUp" : "moveItemDown", { name: labelOf(item) })}
        disabled={step === -1 ? index === 0 : index === last}
        onClick={() => move(index, step)}
      >
        {step === -1 ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </IconButton>
    );
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={title}
      footer={
        <HStack gap="2">
          <PrimaryButton onClick={save} loading={saving} disabled={!order}>
            {t("save")}
          </PrimaryButton>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
        </HStack>
      }
    >
      <Text mb="4">{intro}</Text>
      {loadError ??
        (!order ? (
          <LoadingSpinner />
        ) : (
          <List.Root as="ol" variant="plain" gap="2" aria-label={title}>
            {order.map((item, index) => (
              <List.Item key={keyOf(item)} aria-label={labelOf(item)} borderWidth="1px" borderRadius="md" px="3" py="1">
                <HStack justify="space-between" w="full">
                  <Text truncate>{labelOf(item)}</Text>
                  <HStack gap="1">
                    {moveButton(item, index, -1)}
                    {moveButton(item, index, 1)}
                  </HStack>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        ))}
    </DialogFrame>
  );
}
