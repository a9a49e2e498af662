// The shape of an identity-provider mapper type as Keycloak describes it, and its configuration properties.

export type Property = {
  name: string;
  label: string;
  helpText: string;
  type: string;
  defaultValue?: string;
  options?: string[];
  secret: false;
  required: false;
  readOnly: false;
};
export type MapperType = { id: string; name: string; category: string; helpText: string; properties: Property[] };
export type MapperTypes = Record<string, Omit<MapperType, "id">>;

export const prop = (
  name: string,
  label: string,
  type: string,
  helpText: string,
  extra: Partial<Property> = {},
): Property => ({
  name,
  label,
  helpText,
  type,
  ...extra,
  secret: false,
  required: false,
  readOnly: false,
});
