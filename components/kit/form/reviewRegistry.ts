"use client";

import { createContext, useContext, useEffect, useRef } from "react";
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
  /** How the field shows a stored value, where that is not the value itself (seconds as "5 Minutes"). */
  format?(value: unknown): string;
};

/** Names a field for the review before save of the form around it; outside a reviewed form it does nothing. */
export function useReviewLabel(
  name: string,
  label: string | undefined,
  { secret = false, options, format }: ReviewLabelOptions = {},
) {
  const registry = useContext(ReviewRegistryContext);
  // the latest format, read when the review is made: a new function on every render must not register again
  const formatRef = useRef(format);
  formatRef.current = format;
  const formats = format !== undefined;
  // options arrive as a new list on every render: registering again each time would move the field to the end
  const optionsKey = options ? JSON.stringify(options.map((option) => [option.value, option.label])) : "";
  useEffect(() => {
    if (!registry || !label) return;
    const labels = optionsKey ? Object.fromEntries(JSON.parse(optionsKey) as [string, string][]) : undefined;
    const formatted = formats ? { format: (value: unknown) => formatRef.current?.(value) ?? String(value) } : {};
    return registry.register(name, { label, secret, options: labels, ...formatted });
  }, [registry, name, label, secret, optionsKey, formats]);
}
