import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";

type FeatureLabel = { key: string; color: string };

// Keycloak's colours: supported features green, previews blue, experiments orange, the deprecated grey
const TYPE_COLORS: Record<string, string> = {
  DEFAULT: "green",
  DISABLED_BY_DEFAULT: "green",
  PREVIEW: "blue",
  PREVIEW_DISABLED_BY_DEFAULT: "blue",
  EXPERIMENTAL: "orange",
  DEPRECATED: "gray",
};

/**
 * The labels beside a feature's name: its type when the server tells it (the message key is the type in lower case, as Keycloak's), and
 * "deprecated" too when a feature of another type is being phased out.
 */
export function featureLabels({ type, deprecated }: FeatureRepresentation): FeatureLabel[] {
  const typeName = type ? String(type) : undefined;
  const labels = typeName ? [{ key: typeName.toLowerCase(), color: TYPE_COLORS[typeName] ?? "gray" }] : [];
  if (deprecated && typeName !== "DEPRECATED") labels.push({ key: "deprecated", color: "gray" });
  return labels;
}

/** The features, sorted by name, split into those on and those off. */
export function splitFeatures(features: readonly FeatureRepresentation[]) {
  const sorted = [...features].sort((a, b) => a.name.localeCompare(b.name));
  return {
    enabled: sorted.filter((feature) => feature.enabled),
    disabled: sorted.filter((feature) => !feature.enabled),
  };
}
