"use client";

import { Portal, Tooltip } from "@chakra-ui/react";

export type TruncatedTooltipProps = {
  /** The ids of the cut element (the tooltip is placed at it) and of the tooltip (which describes it). */
  ids: { trigger: string; content: string };
  text: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
};

/**
 * The full value of a TruncatedText, opened and closed by it. It scrolls when the value is longer than a screenful,
 * and stays open while the pointer is on it, so that it can be scrolled and its text selected.
 */
export default function TruncatedTooltip({
  ids,
  text,
  open,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
}: TruncatedTooltipProps) {
  return (
    <Tooltip.Root
      ids={ids}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      interactive
      closeOnPointerDown={false}
      positioning={{ placement: "bottom-start" }}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content
            maxW="md"
            maxH="50vh"
            overflowY="auto"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            unicodeBidi="isolate"
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
          >
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
