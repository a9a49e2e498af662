"use client";

import { createContext, useContext, useEffect } from "react";
import type { ReviewField } from "@/lib/form/reviewChanges";

/** Where the fields of a form under review say what they are called: form path to label (and whether secret). */
export type ReviewRegistry = {
  /** Records a field; the returned function forgets it again. */
  register(name: string, field: ReviewField): () => void;
};

export const ReviewRegistryContext = createContext<ReviewRegistry | null>(null);

/** A map-backed registry; a later field under the same path replaces an earlier one until it unmounts. */
export function createReviewRegistry(fields: Map<string, ReviewField>): ReviewRegistry {
  return {
    register(name, field) {
      fields.set(name, field);
      return () => {
        if (fields.get(name) === field) fields.delete(name);
      };
    },
  };
}

export type ReviewLabelOptions = {
  secret?: boolean;
  /** A choice's options: the review shows a stored value by its label. */
  options?: readonly { value: string; label: string }[];
};

/** Names a field for the review before save of the form around it; outside a reviewed form it does nothing. */
export function useReviewLabel(
  name: string,
  label: string | undefined,
  { secret = false, options }: ReviewLabelOptions = {},
) {
  const registry = useContext(ReviewRegistryContext);
  // options arrive as a new list on every render: registering again each time would move the field to the end
  const optionsKey = options ? JSON.stringify(options.map((option) => [option.value, option.label])) : "";
  useEffect(() => {
    if (!registry || !label) return;
    const labels = optionsKey ? Object.fromEntries(JSON.parse(optionsKey) as [string, string][]) : undefined;
    return registry.register(name, { label, secret, options: labels });
  }, [registry, name, label, secret, optionsKey]);
}
