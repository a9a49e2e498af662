// The mapper types of Keycloak 26.7's social identity providers: a field of the provider's profile JSON into a user
// attribute.
import { prop, type MapperTypes } from "./identityProviderMapperProperty.js";

const SOCIAL_JSON_FIELD = [
  prop(
    "jsonField",
    "Social Profile JSON Field Path",
    "String",
    "Path of field in Social provider User Profile JSON data to get value from. You can use dot notation for nesting and square brackets for array index. Eg. 'contact.address[0].country'.",
  ),
  prop(
    "userAttribute",
    "User Attribute Name",
    "UserProfileAttributeList",
    "User attribute name to store information into.",
  ),
];

export const SOCIAL_MAPPER_TYPES: MapperTypes = {
  "facebook-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
  "github-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
  "google-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
  "microsoft-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
  "paypal-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
  "stackoverflow-user-attribute-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import user profile information if it exists in Social provider JSON data into the specified user attribute.",
    properties: SOCIAL_JSON_FIELD,
  },
};
