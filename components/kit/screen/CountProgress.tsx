"use client";

import { Progress, Text } from "@chakra-ui/react";

export type CountProgressProps = {
  done: number;
  total: number;
  /** The bar's accessible name. */
  label: string;
  /** What is done so far in words, shown under the bar and announced as it changes. */
  text: string;
};

/** A bar of work counted in items (users changed, rows imported, pages exported), with its count in words. */
export function CountProgress({ done, total, label, text }: CountProgressProps) {
  return (
    <Progress.Root value={done} max={Math.max(total, 1)} aria-label={label} aria-valuetext={text}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text mt="2" aria-live="polite">
        {text}
      </Text>
    </Progress.Root>
  );
}
