import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";
import { featureLabels, splitFeatures } from "@/components/areas/dashboard/featureLabels";

const feature = (name: string, type: string, enabled: boolean, deprecated?: boolean) =>
  ({ name, label: name, type, enabled, dependencies: [], deprecated }) as FeatureRepresentation;

describe("featureLabels", () => {
  it.each([
    ["DEFAULT", "default", "green"],
    ["DISABLED_BY_DEFAULT", "disabled_by_default", "green"],
    ["PREVIEW", "preview", "blue"],
    ["PREVIEW_DISABLED_BY_DEFAULT", "preview_disabled_by_default", "blue"],
    ["EXPERIMENTAL", "experimental", "orange"],
    ["DEPRECATED", "deprecated", "gray"],
  ])("labels a %s feature with the %s message in %s", (type, key, color) => {
    expect(featureLabels(feature("F", type, true))).toEqual([{ key, color }]);
  });

  it("adds the deprecated label to a deprecated feature of another type", () => {
    expect(featureLabels(feature("F", "PREVIEW", false, true))).toEqual([
      { key: "preview", color: "blue" },
      { key: "deprecated", color: "gray" },
    ]);
  });

  it("gives no type label to a feature the server sends without its type", () => {
    expect(featureLabels(feature("F", "", true))).toEqual([]);
  });

  it("does not label a deprecated-type feature twice", () => {
    expect(featureLabels(feature("F", "DEPRECATED", false, true))).toEqual([{ key: "deprecated", color: "gray" }]);
  });
});

describe("splitFeatures", () => {
  it("sorts by name and splits on and off", () => {
    const { enabled, disabled } = splitFeatures([
      feature("WEB_AUTHN", "DEFAULT", true),
      feature("DOCKER", "DISABLED_BY_DEFAULT", false),
      feature("ACCOUNT_API", "DEFAULT", true),
      feature("DPOP", "PREVIEW", false),
    ]);
    expect(enabled.map(({ name }) => name)).toEqual(["ACCOUNT_API", "WEB_AUTHN"]);
    expect(disabled.map(({ name }) => name)).toEqual(["DOCKER", "DPOP"]);
  });
});
