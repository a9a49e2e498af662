import type {
  UserProfileAttributeGroupMetadata,
  UserProfileAttributeMetadata,
  UserProfileMetadata,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { isInputType, type InputType } from "@/lib/form/inputTypes";
import { isRootAttribute } from "@/lib/form/userProfile";

export type AttributeSection = {
  /** undefined for the 'general' section of attributes without a group. */
  group?: UserProfileAttributeGroupMetadata;
  attributes: UserProfileAttributeMetadata[];
};

/** Attributes grouped into sections: first 'general' (no group), then the profile's groups in order; empty sections dropped. */
export function groupAttributes(metadata: UserProfileMetadata, hideReadOnly = false): AttributeSection[] {
  const attributes = (metadata.attributes ?? []).filter((attribute) => !(hideReadOnly && attribute.readOnly));
  const known = new Set((metadata.groups ?? []).map((group) => group.name));
  const sections: AttributeSection[] = [
    { attributes: attributes.filter((attribute) => !attribute.group || !known.has(attribute.group)) },
    ...(metadata.groups ?? []).map((group) => ({
      group,
      attributes: attributes.filter((attribute) => attribute.group === group.name),
    })),
  ];
  return sections.filter((section) => section.attributes.length > 0);
}

/** The input type an attribute asks for: its annotation if permitted, multi-input when multivalued, else text. */
export function attributeInputType(attribute: UserProfileAttributeMetadata): InputType {
  if (isRootAttribute(attribute.name)) return attribute.name === "email" ? "html5-email" : "text";
  const requested = attribute.annotations?.inputType;
  if (isInputType(requested)) return requested;
  if (attribute.multivalued) return attributeOptions(attribute).length > 0 ? "multiselect" : "multi-input";
  return attributeOptions(attribute).length > 0 ? "select" : "text";
}

/** The choices of validators.options.options. */
export function attributeOptions(attribute: UserProfileAttributeMetadata): string[] {
  const options = attribute.validators?.options?.options;
  return Array.isArray(options) ? options.map(String) : [];
}

export function annotation(attribute: UserProfileAttributeMetadata, key: string): string | undefined {
  const value = attribute.annotations?.[key];
  return value === undefined || value === null ? undefined : String(value);
}
