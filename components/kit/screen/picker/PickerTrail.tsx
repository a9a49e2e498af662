"use client";

import { Fragment } from "react";
import { Breadcrumb, Button } from "@chakra-ui/react";

export type TrailEntry = { id: string; name: string };

type PickerTrailProps = {
  rootLabel: string;
  trail: readonly TrailEntry[];
  /** Goes back up to this many entries (0: the top level). */
  onGoTo(depth: number): void;
  label?: string;
};

/** Where a drill-down picker is: the top level, then each group opened on the way down; each one goes back to it. */
export function PickerTrail({ rootLabel, trail, onGoTo, label }: PickerTrailProps) {
  return (
    <Breadcrumb.Root size="sm" aria-label={label}>
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Button variant="plain" size="xs" onClick={() => onGoTo(0)}>
            {rootLabel}
          </Button>
        </Breadcrumb.Item>
        {trail.map((entry, index) => (
          <Fragment key={entry.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Button variant="plain" size="xs" onClick={() => onGoTo(index + 1)}>
                {entry.name}
              </Button>
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
