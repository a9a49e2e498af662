import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";

type Translate = (key: string, values: Record<string, string | number>) => string;

const limit = (value: unknown) => {
  if (value === undefined || value === null || value === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/**
 * The attribute's length validator as a field check, so the form refuses what the server would (with Keycloak's
 * message keys): the value is trimmed first unless the validator says not to. Empty values are the required
 * check's business. Undefined when the attribute has no length validator.
 */
export function lengthRule(
  attribute: UserProfileAttributeMetadata,
  label: string,
  t: Translate,
): ((value: unknown) => true | string) | undefined {
  const config = attribute.validators?.length;
  if (!config) return undefined;
  const min = limit(config.min);
  const max = limit(config.max);
  if (min === undefined && max === undefined) return undefined;
  const trim = config["trim-disabled"] !== true && config["trim-disabled"] !== "true";
  return (value) => {
    if (typeof value !== "string" || value === "") return true;
    const length = (trim ? value.trim() : value).length;
    if ((min === undefined || length >= min) && (max === undefined || length <= max)) return true;
    const values = { 0: label, 1: min ?? "", 2: max ?? "" };
    if (min !== undefined && max !== undefined) return t("error-invalid-length", values);
    return t(min !== undefined ? "error-invalid-length-too-short" : "error-invalid-length-too-long", values);
  };
}
